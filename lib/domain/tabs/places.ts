/**
 * The places a QR code sends an order to (product §1, §5): a table (on-table service), a hotel room (room
 * service) or a cinema seat. Each has an unguessable token; its QR URL names the service and carries the
 * token in the parameter of its kind (lib/domain/routing/paths.ts placeQrUrl).
 */
export const PLACE_KINDS = ["table", "room", "seat"] as const;
export type PlaceKind = (typeof PLACE_KINDS)[number];

export type PlaceService = "on_table" | "room_service" | "cinema";

const SERVICE: Record<PlaceKind, PlaceService> = { table: "on_table", room: "room_service", seat: "cinema" };

/** The service a place's QR code opens. */
export function placeService(kind: PlaceKind): PlaceService {
  return SERVICE[kind];
}

/** A place's token: 18 random bytes (144 bits) in base64url, so exactly 24 characters of [A-Za-z0-9_-]. */
export const PLACE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{24}$/;
export const PLACE_TOKEN_BYTES = 18;
