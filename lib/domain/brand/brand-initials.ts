/** What stands for a brand without a logo: the first letters of its first two words ("El Fogón Andino" → "EF"). */
export function brandInitials(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .map((word) => [...word][0] ?? "")
    .join("")
    .slice(0, 2)
    .toUpperCase();
}
