/**
 * Joining a table's tab: a diner who gives no name joins as "Guest N", N the next number after the guests
 * who already sent a round to the tab (the first phone is Guest 1, the second Guest 2).
 */
export function nextGuestNumber(rounds: readonly { guest: string | null }[]): number {
  return new Set(rounds.flatMap((round) => (round.guest ? [round.guest] : []))).size + 1;
}
