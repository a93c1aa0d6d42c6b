import "server-only";
import { and, asc, eq } from "drizzle-orm";
import type { ServiceKey } from "@/lib/domain/brand/services";
import type { UpsellRow, UpsellTrigger } from "@/lib/domain/menu/upselling";
import { getDb } from "../db/client";
import { upselling } from "../db/schema";
import { appliesAt } from "./scope";

/** The brand's upselling rows for one branch and service (unscoped rows apply everywhere), of one trigger or all. */
export async function listUpselling(instanceId: number, supplierId: number, service: ServiceKey, trigger?: UpsellTrigger): Promise<UpsellRow[]> {
  const db = await getDb();
  const rows = await db
    .select({ productId: upselling.productId, trigger: upselling.trigger })
    .from(upselling)
    .where(
      and(
        eq(upselling.instanceId, instanceId),
        appliesAt(upselling, supplierId, service),
        trigger ? eq(upselling.trigger, trigger) : undefined,
      ),
    )
    .orderBy(asc(upselling.position));
  return rows as UpsellRow[];
}
