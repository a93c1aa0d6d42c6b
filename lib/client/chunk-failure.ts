/*
 * Product §8/§9 chunk load failure (ChunkLoadError, a 120 s timeout): the usual cause is a deploy between the page's
 * load and a tap that needs more of its code — the old build's files are gone. The page cannot fix itself; a
 * reload gets the new build. Code that loads chunks reports failures here; the shell offers the reload.
 */

/** Product §9: a chunk still not loaded after this long has failed. */
export const CHUNK_TIMEOUT_MS = 120_000;

/** The window event the shell's notice listens for. */
export const CHUNK_FAILED_EVENT = "comanda:chunk-failed";

/** Whether an error is a chunk that could not be loaded (webpack's, Turbopack's and the browsers' own wordings). */
export function isChunkLoadError(error: unknown): boolean {
  const { name, message } = (error ?? {}) as { name?: unknown; message?: unknown };
  return name === "ChunkLoadError" || /loading (css )?chunk|failed to load chunk|dynamically imported module|importing a module script failed|error loading dynamically/i.test(String(message ?? ""));
}

/** Tells the shell a chunk failed — online only: offline, the page's offline notice already says why. */
export function reportChunkFailure(): void {
  if (typeof window !== "undefined" && navigator.onLine !== false) window.dispatchEvent(new Event(CHUNK_FAILED_EVENT));
}

/** `load` with product §9's timeout: a chunk still loading after CHUNK_TIMEOUT_MS counts as failed. */
export function withChunkTimeout<T>(load: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(Object.assign(new Error("Loading chunk timed out"), { name: "ChunkLoadError" })), CHUNK_TIMEOUT_MS);
  });
  return Promise.race([load, timeout]).finally(() => clearTimeout(timer));
}
