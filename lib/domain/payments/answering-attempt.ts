/**
 * Which of a gateway's records answers for one attempt of ours, when a search by its reference finds several (a diner
 * may try a declined card and then another inside one checkout): the highest `rankOf` first — money taken, then
 * waiting — then the latest by `atOf` (ISO 8601), then the last listed.
 */
export function answeringRecord<T>(records: readonly T[], rankOf: (record: T) => number, atOf: (record: T) => string): T | null {
  const ranked = records.map((record, index) => ({ record, rank: rankOf(record), at: atOf(record), index }));
  ranked.sort((a, b) => b.rank - a.rank || b.at.localeCompare(a.at) || b.index - a.index);
  return ranked[0]?.record ?? null;
}
