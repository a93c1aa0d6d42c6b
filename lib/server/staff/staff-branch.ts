import "server-only";
import { ApiError } from "@/lib/domain/api-errors";
import type { InstanceConfig } from "@/lib/domain/instance-config";
import { coversBranch } from "@/lib/domain/staff-roles";
import type { Supplier } from "../dal/suppliers";
import { brandBranch } from "../http/branch-for-call";
import type { Staff } from "./require-staff";

type Brand = Pick<InstanceConfig, "id" | "slug">;

/**
 * The branch a staff call acts at (its id or slug): the API's 404 when the brand has none such, 403 forbidden when
 * it is not one of the account's branches. Every later staff call that names a branch goes through here.
 */
export async function branchForStaff(brand: Brand, staff: Pick<Staff, "branches">, ref: string | number): Promise<Supplier> {
  const branch = await brandBranch(brand, String(ref));
  if (!branch) throw new ApiError("not_found", `No branch "${ref}"`);
  if (!coversBranch(staff.branches, branch.id)) throw new ApiError("forbidden", "This account does not work at that branch");
  return branch;
}

/** The ids of the branches an account's list names (ids or slugs); a branch the brand lacks is 422 unknown_branch. */
export async function branchIds(brand: Brand, refs: readonly string[]): Promise<number[]> {
  const ids: number[] = [];
  for (const ref of refs) {
    const branch = await brandBranch(brand, ref);
    if (!branch) throw new ApiError("unknown_branch", `No branch "${ref}" at this brand`, { branch: ref });
    ids.push(branch.id);
  }
  return ids;
}
