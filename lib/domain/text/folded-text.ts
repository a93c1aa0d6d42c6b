/** Text as people mean it when they type it: no accents, no case, no edge spaces ("Medellín " is "medellin"). */
export function foldedText(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .trim()
    .toLowerCase();
}
