import { NextResponse } from "next/server";
import { decideBrandFlags } from "@/lib/flags/definitions";
import { brandRoute } from "@/lib/server/http/brand-route";

/** GET config.json (product §7): the instance of this host, with its feature flags decided. */
export const GET = brandRoute({}, async ({ brand }) => NextResponse.json({ ...brand, feature_flags: await decideBrandFlags(brand.flags) }));
