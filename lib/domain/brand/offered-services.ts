import { SERVICE_KEYS, type ServiceKey } from "./services";

/** The services a brand offers anywhere, in product §4's order, from its active branches. */
export function offeredServices(branches: { services: readonly string[]; active: boolean }[]): ServiceKey[] {
  const offered = new Set(branches.filter((b) => b.active).flatMap((b) => b.services));
  return SERVICE_KEYS.filter((key) => offered.has(key));
}
