import { NextResponse } from "next/server";
import { brandRoute } from "@/lib/server/http/brand-route";
import { surveysOfCall } from "@/lib/server/http/branch-surveys";

/** GET /api/v1/supplier_surveys/detail_supplier_surveys.json?supplier_id=&service=&lang= (product §7): every survey the branch offers for the service. */
export const GET = brandRoute({}, async ({ request, brand }) => {
  return NextResponse.json({ surveys: await surveysOfCall(request, brand) });
});
