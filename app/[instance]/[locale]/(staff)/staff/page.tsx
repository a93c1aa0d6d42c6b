import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { OrdersBoard } from "@/components/staff/orders-board";
import { PaymentsToConfirm } from "@/components/staff/payments-to-confirm";
import { StaffSignOut } from "@/components/staff/staff-sign-out";
import { WaiterCallsPanel } from "@/components/staff/waiter-calls-panel";
import { can, coversBranch } from "@/lib/domain/staff-roles";
import { STAFF_HOME_PATH, STAFF_SIGN_IN_PATH } from "@/lib/domain/staff-paths";
import { brandPage, type BrandParams } from "@/lib/server/brand-page";
import { brandBranches } from "@/lib/server/http/branch-for-call";
import { pageStaff } from "@/lib/server/staff/page-staff";

export async function generateMetadata({ params }: { params: BrandParams }): Promise<Metadata> {
  const { config, t } = await brandPage(params);
  return { title: `${t("staff.board.title")} · ${config.name}` };
}

/**
 * /staff: the console's orders board (issue 16) for one of the account's branches (?branch=, else its first),
 * live, with the branch's waiter calls and in-person payments to confirm above it for the accounts that handle them; the account and its way out in
 * the header.
 */
export default async function StaffBoardPage({ params, searchParams }: { params: BrandParams; searchParams: Promise<{ branch?: string }> }) {
  const { config, t } = await brandPage(params);
  const staff = await pageStaff(config);
  if (!staff) redirect(STAFF_SIGN_IN_PATH);
  const branches = (await brandBranches(config)).filter((branch) => coversBranch(staff.branches, branch.id));
  const wanted = (await searchParams).branch;
  const branch = branches.find((candidate) => candidate.slug === wanted) ?? branches[0];
  return (
    <>
      {/* the storefront header's colours, grown to two rows on a phone (the account, then the ways out) and scrolling away with the page */}
      <header className="header static h-auto flex-wrap justify-between gap-3 px-4 py-3">
        <p className="font-semibold">
          {config.name} · {t("staff.header.account", { name: staff.name, role: t(`staff.roles.${staff.role}`) })}
        </p>
        <StaffSignOut />
      </header>
      <main id="content" className="mx-auto flex w-full max-w-7xl flex-col gap-4 px-4 py-4">
        <h1 className="text-2xl font-bold">{t("staff.board.title")}</h1>
        {branches.length > 1 && (
          <nav aria-label={t("staff.board.branches")} className="flex flex-wrap gap-2">
            {branches.map((candidate) => (
              <Link key={candidate.id} href={`${STAFF_HOME_PATH}?branch=${encodeURIComponent(candidate.slug)}`} className="chip" aria-current={candidate.id === branch?.id ? "page" : undefined}>
                {candidate.name}
              </Link>
            ))}
          </nav>
        )}
        {branch && can(staff.role, "waiter_calls.ack") && <WaiterCallsPanel key={`calls-${branch.slug}`} branch={branch.slug} />}
        {branch && can(staff.role, "payments.confirm") && can(staff.role, "tables.manage") && <PaymentsToConfirm key={`payments-${branch.slug}`} branchId={branch.id} currency={config.currency} />}
        {branch ? <OrdersBoard key={branch.slug} branch={branch.slug} currency={config.currency} /> : <p className="muted">{t("staff.board.noBranches")}</p>}
      </main>
    </>
  );
}
