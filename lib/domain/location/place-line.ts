import { foldedText } from "../text/folded-text";

/**
 * An address's parts (street, neighbourhood, city) joined with commas, each said once: brands often write the
 * city into the street address too ("Cl. 10 #43-12, Medellín" in Medellín), and a neighbourhood may bear the
 * city's name. Empty parts are left out.
 */
export function placeLine(...parts: (string | null | undefined)[]): string {
  const kept: string[] = [];
  for (const part of parts) {
    const text = part?.trim();
    if (!text) continue;
    const said = kept.flatMap((piece) => piece.split(",")).map(foldedText);
    if (!said.includes(foldedText(text))) kept.push(text);
  }
  return kept.join(", ");
}
