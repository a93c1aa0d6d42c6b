import "server-only";
import { redirect } from "next/navigation";
import { opens, sectionsFor, STAFF_SECTIONS, STAFF_SIGN_IN_PATH, type StaffSectionKey } from "@/lib/domain/staff/staff-paths";
import { coversBranch } from "@/lib/domain/staff/staff-roles";
import { brandPage, type BrandParams } from "../pages/brand-page";
import { brandBranches } from "../http/branch-for-call";
import { pageStaff } from "./page-staff";

export type StaffSearchParams = Promise<{ branch?: string | string[] }>;

/**
 * What every console screen starts with: its brand, the signed-in account (else the sign-in), the
 * branches that account covers and the one in view (?branch=, else its first). An account whose role does not
 * open this screen goes to the first screen it may open.
 */
export async function staffPage(params: BrandParams, searchParams: StaffSearchParams, key: StaffSectionKey) {
  const { config, locale, t } = await brandPage(params);
  const staff = await pageStaff(config);
  if (!staff) redirect(STAFF_SIGN_IN_PATH);
  const section = STAFF_SECTIONS.find((candidate) => candidate.key === key)!;
  if (!opens(staff.role, section)) redirect(sectionsFor(staff.role)[0]?.path ?? STAFF_SIGN_IN_PATH);
  const branches = (await brandBranches(config)).filter((branch) => coversBranch(staff.branches, branch.id));
  const wanted = (await searchParams).branch;
  const branch = branches.find((candidate) => candidate.slug === wanted) ?? branches[0] ?? null;
  return { config, locale, t, staff, section, branches, branch };
}

export type StaffPage = Awaited<ReturnType<typeof staffPage>>;
