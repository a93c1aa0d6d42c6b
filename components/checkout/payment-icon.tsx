import { LineIcon, SCOOTER_PATH } from "@/components/ui/line-icon";
import type { PaymentMethod } from "@/lib/domain/payments/payment-methods";

// One line drawing per method: generic shapes, no payment network's trademark.
const PATHS: Record<PaymentMethod, string> = {
  card: "M3 6h18v12H3zM3 10h18M7 15h4",
  pse: "M4 10h16M5 10v8M9 10v8M15 10v8M19 10v8M3 20h18M12 3l9 5H3z",
  nequi: "M8 3h8v18H8zM11 18h2",
  cash_or_dataphone: "M3 7h18v10H3zM12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM6 10v4M18 10v4",
  payment_on_delivery: SCOOTER_PATH,
  payment_receipt: "M6 3h12v18l-3-2-3 2-3-2-3 2zM9 8h6M9 12h6",
  room_charge: "M4 20V6h16v14M4 12h16M8 9h2M14 9h2M10 20v-4h4v4",
};

export function PaymentIcon({ method }: { method: PaymentMethod }) {
  return <LineIcon path={PATHS[method]} size={26} />;
}
