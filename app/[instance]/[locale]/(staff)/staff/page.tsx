import { OrdersBoard } from "@/components/staff/orders-board";
import { PaymentsToConfirm } from "@/components/staff/payments-to-confirm";
import { StaffFrame } from "@/components/staff/staff-frame";
import { WaiterCallsPanel } from "@/components/staff/waiter-calls-panel";
import { can } from "@/lib/domain/staff/staff-roles";
import type { BrandParams } from "@/lib/server/pages/brand-page";
import { staffPage, type StaffSearchParams } from "@/lib/server/staff/staff-page";
import { staffTitle } from "@/lib/server/staff/staff-title";

export const generateMetadata = staffTitle("staff.board.title");

/**
 * /staff: the console's orders board for one of the account's branches, live, with the branch's waiter
 * calls and in-person payments to confirm above it for the accounts that handle them (side by side from a tablet up:
 * the board keeps the screen's height).
 */
export default async function StaffBoardPage({ params, searchParams }: { params: BrandParams; searchParams: StaffSearchParams }) {
  const page = await staffPage(params, searchParams, "orders");
  const { config, t, staff, branch } = page;
  return (
    <StaffFrame page={page} title={t("staff.board.title")}>
      {branch && (
        <div className="staff-panels">
          {can(staff.role, "waiter_calls.ack") && <WaiterCallsPanel key={`calls-${branch.slug}`} branch={branch.slug} />}
          {can(staff.role, "payments.confirm") && can(staff.role, "tables.manage") && <PaymentsToConfirm key={`payments-${branch.slug}`} branchId={branch.id} currency={config.currency} />}
        </div>
      )}
      {branch && <OrdersBoard key={branch.slug} branch={branch.slug} currency={config.currency} canRefund={can(staff.role, "payments.refund")} />}
    </StaffFrame>
  );
}
