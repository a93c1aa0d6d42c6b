import { NextResponse } from "next/server";
import { brandRoute } from "@/lib/server/http/brand-route";
import { surveysOfCall } from "@/lib/server/http/branch-surveys";

/**
 * GET /api/v1/supplier_surveys/form.json?supplier_id=&service=&lang= (product §7): the one survey the branch offers
 * for the service now — the first of the brand file's that applies — in the diner's language, else null.
 */
export const GET = brandRoute({}, async ({ request, brand }) => {
  const [survey] = await surveysOfCall(request, brand);
  return NextResponse.json({ survey: survey ?? null });
});
