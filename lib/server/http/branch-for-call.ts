import "server-only";
import { ApiError } from "@/lib/domain/http/api-errors";
import type { InstanceConfig } from "@/lib/domain/brand/instance-config";
import type { ServiceKey } from "@/lib/domain/brand/services";
import { processCache } from "../cache/process-cache";
import { isSupplierRef, listSuppliers, type Supplier } from "../dal/suppliers";

// Only a brand import changes branches, and it forgets the brand's entries (invalidateBrand): the menu API and
// the other calls that name a branch find it in memory instead of asking the database on every request. The
// whole list is cached, never one entry per reference asked, so guessed references cannot grow it.
const branches = () => processCache<Supplier[]>("branches");

/** The brand's branches, in their order, from this process's copy. */
export function brandBranches(brand: Pick<InstanceConfig, "id" | "slug">): Promise<Supplier[]> {
  return branches().get(`${brand.slug}|branches`, () => listSuppliers(brand.id));
}

/** The branch of this brand a reference (id or slug) names, from this process's copy; null when none. */
export async function brandBranch(brand: Pick<InstanceConfig, "id" | "slug">, ref: string): Promise<Supplier | null> {
  return (await brandBranches(brand)).find((branch) => isSupplierRef(branch, ref)) ?? null;
}

/** The branch of this brand a call names, offering the service it asks for when it asks for one; else the API's 404. */
export async function branchForCall(brand: Pick<InstanceConfig, "id" | "slug">, ref: string, service?: ServiceKey): Promise<Supplier> {
  const supplier = await brandBranch(brand, ref);
  if (!supplier) throw new ApiError("not_found", `No branch "${ref}"`);
  if (service && !supplier.services.includes(service)) throw new ApiError("not_found", `This branch does not offer ${service}`);
  return supplier;
}
