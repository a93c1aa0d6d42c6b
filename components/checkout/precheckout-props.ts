import type { OpeningPeriod } from "@/lib/domain/brand/opening-hours";
import type { OpeningClock } from "@/lib/domain/brand/opening-timeline";
import type { ServiceKey } from "@/lib/domain/brand/services";
import type { PaymentMethod } from "@/lib/domain/payments/payment-methods";

/** What the precheckout page hands its screen, and the screen its form and details: apart, so neither imports the other for it. */
export interface PrecheckoutProps {
  supplierSlug: string;
  supplierId: number;
  services: ServiceKey[];
  methodsByService: Partial<Record<ServiceKey, PaymentMethod[]>>;
  country: string;
  disableTip: boolean;
  minimumOrderEnabled: boolean;
  /** the branch's hours for a scheduled order, and where a take-away order is picked up */
  branch: { opening_hours: OpeningPeriod[]; timezone: string; name: string; address: string; city: string };
  /** the branch's on-table mode: its pay-first modes order from a table through the precheckout */
  onTableClass: string;
  /** the branch's clock: an order for now at a closed branch is told so at the first step, not at the last */
  clock: OpeningClock;
}
