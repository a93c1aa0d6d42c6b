import "server-only";
import { ApiError } from "@/lib/domain/http/api-errors";
import type { InstanceConfig } from "@/lib/domain/brand/instance-config";
import { coversBranch } from "@/lib/domain/staff/staff-roles";
import type { Supplier } from "../dal/suppliers";
import { brandBranch, branchForCall } from "../http/branch-for-call";

type Brand = Pick<InstanceConfig, "id" | "slug">;

/**
 * Refuses (403 forbidden) a staff account acting at a branch it does not work at; `staff` null is the brand's
 * operator key, which acts at every branch. Every staff call that reaches a branch — named, or the branch of the
 * order, call or tab it touches — goes through here.
 */
export function requireBranchAccess(staff: { branches: readonly number[] } | null, branchId: number): void {
  if (staff && !coversBranch(staff.branches, branchId)) throw new ApiError("forbidden", "This account does not work at that branch");
}

/** The branch a staff call (or, `staff` null, an integration's) names by id or slug: 404 when the brand has none such, then requireBranchAccess. */
export async function branchForStaff(brand: Brand, staff: { branches: readonly number[] } | null, ref: string | number): Promise<Supplier> {
  const branch = await branchForCall(brand, String(ref));
  requireBranchAccess(staff, branch.id);
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

/**
 * The branches a report reads: the one `supplier` names (404, or 403 outside the account's), else every branch
 * the account works at — null when that is all of the brand's (an owner, the operator key).
 */
export async function reportBranches(brand: Brand, staff: { branches: readonly number[] } | null, supplier: string | undefined): Promise<readonly number[] | null> {
  if (supplier) return [(await branchForStaff(brand, staff, supplier)).id];
  return staff?.branches.length ? staff.branches : null;
}
