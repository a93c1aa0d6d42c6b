import { menuResponse, type MenuRouteParams } from "@/lib/server/http/menu-response";

/** GET /v1/menu/{supplier_id}/{service}[/{subservice}].json — the services host: always fresh. */
export function GET(request: Request, { params }: { params: MenuRouteParams }) {
  return menuResponse(request, params, false);
}
