import "server-only";
import * as t from "../../db/schema";
import { syncRows } from "../sync-rows";
import { fileMoney, type BrandWrite } from "./brand-write";

/** The coupons, matched on their code; how often each was used is the running system's and survives a re-import. */
export async function syncCoupons({ tx, instanceId, brand }: BrandWrite): Promise<void> {
  const money = fileMoney(brand);
  await syncRows(
    tx,
    t.coupons,
    instanceId,
    brand.coupons.map((c) => ({
      instanceId,
      code: c.code,
      kind: c.kind,
      value: c.kind === "amount" ? money(c.value) : c.value,
      minSubtotal: c.min_subtotal === undefined ? null : money(c.min_subtotal),
      expiresAt: c.expires_at ? new Date(c.expires_at) : null,
      maxUses: c.max_uses ?? null,
      active: c.active,
    })),
    [t.coupons.instanceId, t.coupons.code],
    { preserve: [t.coupons.uses] },
  );
}
