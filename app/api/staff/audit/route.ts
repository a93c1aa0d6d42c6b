import { NextResponse } from "next/server";
import { staffAuditQuery } from "@/lib/domain/staff-bodies";
import { listStaffAudit } from "@/lib/server/dal/staff-audit";
import { staffRoute } from "@/lib/server/http/staff-route";

/** GET /api/staff/audit?limit=50&before={id} — who did what at the brand, newest first (owners and managers). */
export const GET = staffRoute({ permission: "audit.read", query: staffAuditQuery }, async ({ brand, query }) =>
  NextResponse.json({ entries: await listStaffAudit(brand.id, query) }),
);
