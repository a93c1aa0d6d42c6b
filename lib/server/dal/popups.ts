import "server-only";
import { and, asc, eq } from "drizzle-orm";
import type { ServiceKey } from "@/lib/domain/brand/services";
import { getDb } from "../db/client";
import { contentPopups } from "../db/schema";
import { appliesAt } from "./scope";

export interface Popup {
  id: number;
  image: string;
  url: string | null;
}

/** The brand's popups for one branch, service and trigger (unscoped popups apply everywhere). */
export async function listPopups(instanceId: number, supplierId: number, service: ServiceKey, trigger: string): Promise<Popup[]> {
  const db = await getDb();
  return db
    .select({ id: contentPopups.id, image: contentPopups.image, url: contentPopups.url })
    .from(contentPopups)
    .where(
      and(
        eq(contentPopups.instanceId, instanceId),
        eq(contentPopups.trigger, trigger),
        appliesAt(contentPopups, supplierId, service),
      ),
    )
    .orderBy(asc(contentPopups.position));
}
