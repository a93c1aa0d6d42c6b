import { headers } from "next/headers";
import { PaymentAccountScreen } from "@/components/staff/payment-account-screen";
import { StaffFrame } from "@/components/staff/staff-frame";
import { publicOrigin } from "@/lib/server/http/public-origin";
import type { BrandParams } from "@/lib/server/pages/brand-page";
import { paymentAccountAnswer } from "@/lib/server/payments/payment-account";
import { staffPage, type StaffSearchParams } from "@/lib/server/staff/staff-page";
import { staffTitle } from "@/lib/server/staff/staff-title";

export const generateMetadata = staffTitle("staff.paymentAccount.title");

/**
 * /staff/payments: the brand's owner sees the gateway account its online payments go to — the secrets masked — and
 * replaces it; every other role is sent to a screen of its own (staffPage), as its API answers them 403.
 */
export default async function StaffPaymentsPage({ params, searchParams }: { params: BrandParams; searchParams: StaffSearchParams }) {
  const page = await staffPage(params, searchParams, "payments");
  const answer = await paymentAccountAnswer(page.config.id);
  // the events URL the owner pastes into the gateway's dashboard is on this brand's own address
  const origin = publicOrigin(new Request("http://console.invalid/", { headers: await headers() }));
  return (
    <StaffFrame page={page} title={page.t("staff.paymentAccount.title")}>
      <PaymentAccountScreen brand={page.config.name} initial={answer} eventsOrigin={origin} />
    </StaffFrame>
  );
}
