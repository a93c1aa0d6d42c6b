/**
 * Product §4: the services a diner can choose. Room service and scheduled delivery are not services of their
 * own on the wire: they are on_table + room and delivery + schedule.
 */
export const SERVICE_KEYS = [
  "on_table",
  "room_service",
  "delivery",
  "take_away",
  "book",
  "schedule",
  "grab_and_go",
  "cinema",
] as const;
export type ServiceKey = (typeof SERVICE_KEYS)[number];

export const WIRE_SERVICES = ["on_table", "delivery", "take_away", "book"] as const;
export type WireService = (typeof WIRE_SERVICES)[number];

export const SUBSERVICES = ["room", "schedule", "grab_and_go", "cinema"] as const;
export type Subservice = (typeof SUBSERVICES)[number];

export interface ServiceOnWire {
  service: WireService;
  subservice: Subservice | null;
}

const ON_WIRE: Record<ServiceKey, ServiceOnWire> = {
  on_table: { service: "on_table", subservice: null },
  room_service: { service: "on_table", subservice: "room" },
  delivery: { service: "delivery", subservice: null },
  take_away: { service: "take_away", subservice: null },
  book: { service: "book", subservice: null },
  schedule: { service: "delivery", subservice: "schedule" },
  grab_and_go: { service: "on_table", subservice: "grab_and_go" },
  cinema: { service: "on_table", subservice: "cinema" },
};

export function serviceOnWire(key: ServiceKey): ServiceOnWire {
  return ON_WIRE[key];
}

/** Inverse of serviceOnWire: which offered service a (service, subservice) pair from a URL names. */
export function serviceKeyFromWire(service: string, subservice?: string | null): ServiceKey | null {
  const match = SERVICE_KEYS.find(
    (key) => ON_WIRE[key].service === service && ON_WIRE[key].subservice === (subservice ?? null),
  );
  return match ?? null;
}

/** Delivery and scheduled delivery go to an address: they need a delivery zone and pay its fee. */
export const DELIVERY_SERVICES = ["delivery", "schedule"] as const satisfies readonly ServiceKey[];
export type DeliveryService = (typeof DELIVERY_SERVICES)[number];

export function isDeliveryService(service: string | null | undefined): boolean {
  return (DELIVERY_SERVICES as readonly unknown[]).includes(service);
}

/**
 * The service a branch serves the diner with: the diner's choice when the branch offers it, else its first;
 * undefined for a branch that offers none.
 */
export function branchService(offered: readonly ServiceKey[], chosen: ServiceKey | null): ServiceKey | undefined {
  return chosen && offered.includes(chosen) ? chosen : offered[0];
}

export function isServiceKey(value: unknown): value is ServiceKey {
  return typeof value === "string" && (SERVICE_KEYS as readonly string[]).includes(value);
}
