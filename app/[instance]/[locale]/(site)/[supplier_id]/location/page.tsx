// Product §2: /{supplier_id}/location redirects to delivery, as /{supplier_id}/delivery does.
export { default } from "../delivery/page";
export const dynamic = "force-dynamic";
