import { menuRoute } from "@/lib/server/http/menu-response";

/** The same menu from the "cached host" of product §7: cacheable by a CDN, revalidated by ETag. */
export const GET = menuRoute(true);
