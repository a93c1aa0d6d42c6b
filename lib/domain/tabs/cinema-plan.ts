/**
 * A cinema room's plan as GET /api/v1/places/{token}/plan answers it (product §6 enable-plano-zona): the rows in
 * order, each with its zone, each seat with the token that orders to it — null for a seat out of service
 * (product §8 "table or seat unavailable").
 */
export interface CinemaPlanView {
  room: { code: string; name: string };
  /** the seat whose QR code was scanned */
  seat: string;
  rows: { row: string; zone: string | null; seats: { code: string; token: string | null }[] }[];
}

/** The zones of a plan in the order they first appear, for its legend. */
export function planZones(plan: CinemaPlanView): string[] {
  return [...new Set(plan.rows.map((row) => row.zone).filter((zone): zone is string => zone !== null))];
}
