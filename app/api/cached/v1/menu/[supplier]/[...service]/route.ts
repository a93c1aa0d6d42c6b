import { menuResponse, type MenuRouteParams } from "@/lib/server/http/menu-response";

/** The same menu from the "cached host" of spec §7: cacheable by a CDN, revalidated by ETag. */
export function GET(request: Request, { params }: { params: MenuRouteParams }) {
  return menuResponse(request, params, true);
}
