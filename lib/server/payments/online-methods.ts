import "server-only";
import { GATEWAY_ONLINE_METHODS } from "@/lib/domain/payments/gateway-methods";
import type { OnlineMethod } from "@/lib/domain/payments/payment-methods";
import { findPaymentAccountRow } from "../dal/payment-accounts";
import type { Supplier } from "../dal/suppliers";
import { env } from "../env";

/**
 * The online methods the brand's gateway takes (its own account's, else the deployment's): what the checkout offers
 * and what an order or a tab's part may ask for. Reads only which gateway, no secret.
 */
export async function brandOnlineMethods(instanceId: number): Promise<readonly OnlineMethod[]> {
  const row = await findPaymentAccountRow(instanceId);
  return GATEWAY_ONLINE_METHODS[row?.gateway ?? env().PAYMENT_GATEWAY];
}

/** What a branch's table may pay online: the brand's gateway's methods where the branch takes payment at the table. */
export async function tableOnlineMethods(instanceId: number, supplier: Pick<Supplier, "pay">): Promise<readonly OnlineMethod[]> {
  return supplier.pay.on_table ? brandOnlineMethods(instanceId) : [];
}
