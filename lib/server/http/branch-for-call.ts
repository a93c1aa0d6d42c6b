import "server-only";
import { ApiError } from "@/lib/domain/api-errors";
import type { ServiceKey } from "@/lib/domain/services";
import { findSupplier, type Supplier } from "../dal/suppliers";

/** The branch of this brand a call names, offering the service it asks for when it asks for one; else the API's 404. */
export async function branchForCall(instanceId: number, ref: string, service?: ServiceKey): Promise<Supplier> {
  const supplier = await findSupplier(instanceId, ref);
  if (!supplier) throw new ApiError("not_found", `No branch "${ref}"`);
  if (service && !supplier.services.includes(service)) throw new ApiError("not_found", `This branch does not offer ${service}`);
  return supplier;
}
