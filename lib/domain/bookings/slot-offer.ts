/**
 * Which of a day's booking hours the form offers first (product §2 /reservar, §5 booking). A day holds up to
 * thirty half-hour slots — two phone screens of chips — so the form shows a few around the hour the diner wants,
 * the rest one tap away, and, when that hour is full, the nearest ones that still have room.
 */

/** A slot as the form reads it: its branch-local time ("HH:MM") and the zones with room for the party (none: full). */
export interface OfferedSlot {
  time: string;
  zones: readonly string[];
}

/** The hour a booking form starts from when the diner has not chosen one: dinner, the busiest booking. */
export const WISHED_TIME = "20:00";
/** How many hours the form shows first, around the wished one. */
export const SLOTS_AROUND = 5;
/** How many other hours a full hour suggests. */
export const ALTERNATIVES = 3;

const minutesOf = (time: string) => {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  return hours * 60 + minutes;
};

const distance = (a: string, b: string) => Math.abs(minutesOf(a) - minutesOf(b));

/** The index of the slot nearest to `time`; on a tie, the earlier one. */
function nearestIndex(slots: readonly OfferedSlot[], time: string): number {
  let best = 0;
  slots.forEach((slot, index) => {
    if (distance(slot.time, time) < distance(slots[best]!.time, time)) best = index;
  });
  return best;
}

/**
 * The `count` consecutive slots centred on the one nearest the wished time (fewer at either end of the day are made
 * up from the other side), in the day's order. The chosen slot is always among them: a window around the wish
 * that leaves it out is centred on the chosen slot instead.
 */
export function slotsAround<S extends OfferedSlot>(slots: readonly S[], wished: string, chosen: string | null = null, count = SLOTS_AROUND): S[] {
  if (slots.length <= count) return [...slots];
  const window = (anchor: string) => {
    const start = Math.min(Math.max(0, nearestIndex(slots, anchor) - Math.floor(count / 2)), slots.length - count);
    return slots.slice(start, start + count);
  };
  const around = window(wished);
  return chosen && slots.some((slot) => slot.time === chosen) && !around.some((slot) => slot.time === chosen) ? window(chosen) : around;
}

/** The hours with room nearest to a full one, nearest first (an earlier one before a later one as near), then in the day's order. */
export function alternativesTo<S extends OfferedSlot>(slots: readonly S[], time: string, count = ALTERNATIVES): S[] {
  return slots
    .filter((slot) => slot.time !== time && slot.zones.length > 0)
    .sort((a, b) => distance(a.time, time) - distance(b.time, time) || minutesOf(a.time) - minutesOf(b.time))
    .slice(0, count)
    .sort((a, b) => minutesOf(a.time) - minutesOf(b.time));
}
