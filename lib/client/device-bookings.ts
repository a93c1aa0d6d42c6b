import { deviceStorage } from "./stores/device-storage";

/** A booking this device made or opened: enough to list it and to read it back with its access token. */
export interface DeviceBooking {
  id: number;
  token: string;
  supplierSlug: string;
  startsAt: string;
}

/** How many bookings a device keeps: a year of monthly bookings, and a bound on localStorage. */
export const DEVICE_BOOKINGS_KEPT = 20;

// One brand per host, so the browser already keeps each brand's list apart.
const KEY = "comanda:bookings";

const isDeviceBooking = (value: unknown): value is DeviceBooking => {
  const row = value as Partial<DeviceBooking> | null;
  return !!row && Number.isInteger(row.id) && typeof row.token === "string" && typeof row.supplierSlug === "string" && typeof row.startsAt === "string";
};

/** The bookings this device keeps, latest first; whatever cannot be read counts as none. */
export function deviceBookings(): DeviceBooking[] {
  try {
    const saved: unknown = JSON.parse(deviceStorage("localStorage").getItem(KEY) ?? "[]");
    return Array.isArray(saved) ? saved.filter(isDeviceBooking) : [];
  } catch {
    return [];
  }
}

function save(bookings: DeviceBooking[]): void {
  deviceStorage("localStorage").setItem(KEY, JSON.stringify(bookings.slice(0, DEVICE_BOOKINGS_KEPT)));
}

/** Keeps `booking` (again, with its current time), latest first. */
export function rememberBooking(booking: DeviceBooking): void {
  const others = deviceBookings().filter((kept) => kept.id !== booking.id);
  save([booking, ...others].sort((a, b) => b.startsAt.localeCompare(a.startsAt)));
}

/** Drops a booking its link no longer opens. */
export function forgetBooking(id: number): void {
  const kept = deviceBookings();
  if (kept.some((booking) => booking.id === id)) save(kept.filter((booking) => booking.id !== id));
}
