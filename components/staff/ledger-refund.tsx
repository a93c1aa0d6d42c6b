"use client";

import { useRouter } from "next/navigation";
import type { RefundablePayment } from "@/lib/client/api/staff-refunds";
import type { Currency } from "@/lib/domain/money/currency";
import { RefundAction, type RefundSubject } from "./refund-action";

/** A reconciliation row's refund: the payment the page read, and the page read again once money went back. */
export function LedgerRefund({ subject, payment, currency }: { subject: RefundSubject; payment: RefundablePayment; currency: Currency }) {
  const router = useRouter();
  return <RefundAction subject={subject} source={{ payment }} currency={currency} onRefunded={() => router.refresh()} />;
}
