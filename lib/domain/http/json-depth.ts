/** No call of the API nests its JSON deeper than this (a brand file, the deepest, needs about ten). */
export const MAX_JSON_DEPTH = 64;

/**
 * Whether `value` nests arrays and objects more than `max` levels deep. Walked with a stack of its own, not by
 * recursion: a body of 20,000 brackets is valid JSON, and every recursive reader after it (the plain-text check,
 * the schemas) would run out of stack on it.
 */
export function nestedDeeperThan(value: unknown, max: number): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length) {
    const [node, depth] = stack.pop()!;
    if (!node || typeof node !== "object") continue;
    if (depth >= max) return true;
    for (const child of Array.isArray(node) ? node : Object.values(node)) stack.push([child, depth + 1]);
  }
  return false;
}
