import "server-only";
import * as t from "../../db/schema";
import { syncRows } from "../sync-rows";
import { scopeOf, type BranchIds, type BrandWrite } from "./brand-write";

/** The menu's home banners, the popups and the service policies, each matched on its key and scoped to a branch or service. */
export async function syncContent({ tx, instanceId, brand }: BrandWrite, branchIds: BranchIds): Promise<void> {
  await syncRows(
    tx,
    t.contentHome,
    instanceId,
    brand.menu.content_home.map((c, position) => ({
      instanceId,
      key: c.key,
      image: c.image,
      title: c.title ?? null,
      link: c.link ?? null,
      position,
      ...scopeOf(branchIds, c),
    })),
    [t.contentHome.instanceId, t.contentHome.key],
  );
  await syncRows(
    tx,
    t.contentPopups,
    instanceId,
    brand.popups.map((p, position) => ({
      instanceId,
      key: p.key,
      image: p.image,
      url: p.url ?? null,
      trigger: p.trigger,
      position,
      ...scopeOf(branchIds, p),
    })),
    [t.contentPopups.instanceId, t.contentPopups.key],
  );
  await syncRows(
    tx,
    t.servicePolicies,
    instanceId,
    brand.policies.map((p, position) => ({
      instanceId,
      key: p.key,
      title: p.title,
      body: p.body,
      position,
      ...scopeOf(branchIds, p),
    })),
    [t.servicePolicies.instanceId, t.servicePolicies.key],
  );
}
