import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/**
 * V8's explicit compile hint (Chrome 136+): a file that starts with it has every function compiled eagerly, on the
 * background thread that streams the script in. Without it each module factory of a Turbopack chunk is parsed
 * twice — skimmed while streaming, compiled on the main thread when the app starts — and that second parse was
 * most of the app's start task (issue 12: the task that makes Lighthouse's TBT). Other engines read it as a comment.
 */
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

const CHUNK = /static\/chunks\/[\w.~-]+\.js/g;

function* files(dir, name) {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) yield* files(path, name);
    else if (entry === name) yield path;
  }
}

/**
 * The chunks a page runs as it starts: Next's own (rootMainFiles) and those of every page's client components
 * (the client reference manifests). Chunks reached only through import() — the product modal, zod, Sentry —
 * are left lazy: most of their functions never run on a given visit, and eager code costs memory.
 */
export function startupChunks(distDir) {
  const chunks = new Set(JSON.parse(readFileSync(join(distDir, "build-manifest.json"), "utf8")).rootMainFiles);
  for (const manifest of files(join(distDir, "server"), "page_client-reference-manifest.js")) {
    for (const chunk of readFileSync(manifest, "utf8").match(CHUNK) ?? []) chunks.add(chunk);
  }
  return [...chunks].filter((chunk) => chunk.endsWith(".js"));
}

/**
 * Puts the compile hint at the top of every startup chunk (once), and shifts its source map by the line it adds
 * so Sentry and the browser still point at the right source line. Returns the chunks it changed.
 */
export function addCompileHints(distDir) {
  const changed = [];
  for (const chunk of startupChunks(distDir)) {
    const path = join(distDir, chunk);
    if (!existsSync(path)) continue;
    const code = readFileSync(path, "utf8");
    if (code.startsWith(COMPILE_HINT)) continue;
    writeFileSync(path, COMPILE_HINT + code);
    const map = code.match(/\/\/# sourceMappingURL=(\S+)\s*$/)?.[1];
    const mapPath = map && !map.startsWith("data:") ? join(path, "..", map) : null;
    if (mapPath && existsSync(mapPath)) {
      const sourceMap = JSON.parse(readFileSync(mapPath, "utf8"));
      sourceMap.mappings = `;${sourceMap.mappings}`;
      writeFileSync(mapPath, JSON.stringify(sourceMap));
    }
    changed.push(chunk);
  }
  return changed;
}
