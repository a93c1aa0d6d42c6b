import { LineIcon, SCOOTER_PATH } from "@/components/ui/line-icon";
import type { ServiceKey } from "@/lib/domain/brand/services";

// One line drawing per service, stroked in the tile's text colour.
const PATHS: Record<ServiceKey, string> = {
  on_table: "M4 10h16M6 10v9M18 10v9M9 6h6v4H9z",
  room_service: "M3 18h18M5 18a7 7 0 0 1 14 0M12 8v3M10 8h4",
  delivery: SCOOTER_PATH,
  take_away: "M6 8h12l-1 12H7zM9 8V6a3 3 0 0 1 6 0v2",
  book: "M4 6h16v14H4zM4 10h16M8 3v4M16 3v4M8 14h3",
  schedule: "M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 7v5l3 2",
  grab_and_go: "M7 4h10l-1 16H8zM7 8h10M10 12h4",
  cinema: "M4 7h16v10H4zM8 7l2-3M16 7l-2-3M9 17v3M15 17v3",
};

export function ServiceIcon({ service }: { service: ServiceKey }) {
  return <LineIcon path={PATHS[service]} size={28} />;
}
