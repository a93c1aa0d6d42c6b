import type { PaymentSubject } from "@/lib/domain/payments/reconciliation";
import type { StaffPage } from "@/lib/server/staff/staff-page";

/** What a payment paid for, in words: "Pedido #12", "Cuenta de 6 · parte #3", "Reserva #9 · anticipo". */
export function paymentSubjectLabel(t: StaffPage["t"], subject: PaymentSubject): string {
  return subject.kind === "tab_part" ? t("staff.reconciliation.subject.tab_part", { id: subject.id, place: subject.place }) : t(`staff.reconciliation.subject.${subject.kind}`, { id: subject.id });
}
