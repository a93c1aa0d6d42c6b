import { menuRoute } from "@/lib/server/http/menu-response";

/** GET /v1/menu/{supplier_id}/{service}[/{subservice}].json — the services host: always fresh. */
export const GET = menuRoute(false);
