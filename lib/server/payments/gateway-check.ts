import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import { z } from "zod";
import type { Currency } from "@/lib/domain/money/currency";
import { checkAgainstGateway, type GatewayCharge, type GatewayCheck } from "@/lib/domain/payments/gateway-check";
import { transactionStatusFromGateway } from "@/lib/domain/payments/gateway-status";
import type { Reconciliation } from "@/lib/domain/payments/reconciliation";
import type { Db } from "../db/client";
import { payments } from "../db/schema";
import { ApiError } from "@/lib/domain/http/api-errors";
import { limitRateFor } from "../rate-limit/limit-rate";
import { transactionShape } from "./apply-event";
import { gatewayForBrand, type GatewayOf } from "./brand-gateway";
import type { ReconciliationScope } from "./reconciliation";

/**
 * What the check could do: compared; the gateway cannot list (the sandbox; Wompi without its private key); it did not
 * answer; or the account asked too often.
 */
export type GatewayCheckResult = ({ status: "done" } & GatewayCheck) | { status: "unsupported" | "unavailable" | "rate_limited" };

const listedShape = transactionShape.extend({ created_at: z.string().transform((text) => new Date(text)) });

/**
 * The reconciliation of a whole brand's period (every branch: the gateway's listing is the account's) checked against
 * what its gateway lists for the same instants (lib/domain/payments/gateway-check.ts). A listed transaction in a shape
 * we cannot read is left out, as an unreadable event is.
 */
export async function gatewayCheckOf(db: Db, instanceId: number, report: Reconciliation, scope: Pick<ReconciliationScope, "from" | "to">, currency: Currency, gatewayOf: GatewayOf = gatewayForBrand): Promise<GatewayCheckResult> {
  const gateway = await gatewayOf(instanceId);
  if (!gateway.listTransactions) return { status: "unsupported" };
  const listed = await gateway.listTransactions(scope.from, scope.to).catch((error: unknown) => {
    console.warn(`gateway check of brand ${instanceId}: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  });
  if (!listed) return { status: "unavailable" };
  const charges: GatewayCharge[] = listed
    .map((item) => listedShape.safeParse(item))
    .filter((parsed) => parsed.success)
    .map(({ data }) => ({ transactionId: data.id, reference: data.reference, amountInCents: data.amount_in_cents, currency: data.currency, status: transactionStatusFromGateway(data.status), createdAt: data.created_at }))
    .filter((charge) => charge.createdAt >= scope.from && charge.createdAt < scope.to);
  const ledger = report.payments.map((row) => row.payment);
  const inPeriod = new Set(ledger.map((payment) => payment.reference));
  const others = [...new Set(charges.map((charge) => charge.reference).filter((reference) => !inPeriod.has(reference)))];
  const elsewhere = others.length
    ? await db.select({ reference: payments.reference }).from(payments).where(and(eq(payments.instanceId, instanceId), inArray(payments.reference, others)))
    : [];
  return { status: "done", ...checkAgainstGateway(ledger, charges, { currency, elsewhere: new Set(elsewhere.map((row) => row.reference)) }) };
}

/** The check a console account asked for: counted against its budget (each reads a period of the gateway's listing). */
export async function staffGatewayCheck(db: Db, brand: { id: number; currency: Currency }, staffId: number, report: Reconciliation, scope: Pick<ReconciliationScope, "from" | "to">): Promise<GatewayCheckResult> {
  try {
    await limitRateFor("gateway_check", String(brand.id), `staff:${staffId}`);
  } catch (error) {
    if (error instanceof ApiError && error.code === "rate_limited") return { status: "rate_limited" };
    throw error;
  }
  return gatewayCheckOf(db, brand.id, report, scope, brand.currency);
}
