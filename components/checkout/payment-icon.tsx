import type { PaymentMethod } from "@/lib/domain/payment-methods";

// One line drawing per method (24 × 24): generic shapes, no payment network's trademark.
const PATHS: Record<PaymentMethod, string> = {
  card: "M3 6h18v12H3zM3 10h18M7 15h4",
  pse: "M4 10h16M5 10v8M9 10v8M15 10v8M19 10v8M3 20h18M12 3l9 5H3z",
  nequi: "M8 3h8v18H8zM11 18h2",
  cash_or_dataphone: "M3 7h18v10H3zM12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM6 10v4M18 10v4",
  payment_on_delivery: "M3 16V8h10v8M13 11h4l3 3v2h-7M6.5 18.5a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3zM16.5 18.5a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3z",
  payment_receipt: "M6 3h12v18l-3-2-3 2-3-2-3 2zM9 8h6M9 12h6",
  room_charge: "M4 20V6h16v14M4 12h16M8 9h2M14 9h2M10 20v-4h4v4",
};

export function PaymentIcon({ method }: { method: PaymentMethod }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="26" height="26" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" className="shrink-0">
      <path d={PATHS[method]} />
    </svg>
  );
}
