import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { addCompileHints, COMPILE_HINT, startupChunks } from "./compile-hints.mjs";

// A build's output as Next writes it: its bootstrap chunks in build-manifest.json, a page's client chunks in its
// client reference manifest, and a chunk only an import() reaches.
let dist: string;
const chunk = (name: string) => join(dist, "static/chunks", name);
const write = (path: string, text: string) => {
  mkdirSync(join(path, ".."), { recursive: true });
  writeFileSync(path, text);
};

beforeEach(() => {
  dist = mkdtempSync(join(tmpdir(), "compile-hints-"));
  write(join(dist, "build-manifest.json"), JSON.stringify({ polyfillFiles: ["static/chunks/polyfill.js"], rootMainFiles: ["static/chunks/main.js"] }));
  write(
    join(dist, "server/app/[instance]/[locale]/(site)/page_client-reference-manifest.js"),
    'globalThis.__RSC_MANIFEST=(globalThis.__RSC_MANIFEST||{});globalThis.__RSC_MANIFEST["/page"]={"clientModules":{"x":{"chunks":["static/chunks/menu.js"]}},"entryJSFiles":{"page":["static/chunks/menu.js","static/chunks/page.css"]}};',
  );
  write(chunk("main.js"), "(globalThis.TURBOPACK||[]).push([1,e=>{}]);\n//# sourceMappingURL=main.js.map");
  write(chunk("main.js.map"), JSON.stringify({ version: 3, sources: ["a.ts"], mappings: "AAAA,CAAC;AACD" }));
  write(chunk("menu.js"), "(globalThis.TURBOPACK||[]).push([2,e=>{}]);");
  write(chunk("modal.js"), "(globalThis.TURBOPACK||[]).push([3,e=>{}]);");
  write(chunk("polyfill.js"), "polyfills();");
});
afterEach(() => rmSync(dist, { recursive: true, force: true }));

test("the startup chunks are Next's bootstrap and every page's client chunks, not lazy ones, polyfills or CSS", () => {
  expect(startupChunks(dist).sort()).toEqual(["static/chunks/main.js", "static/chunks/menu.js"]);
});

test("startup chunks start with V8's compile hint; a chunk reached only through import() is left as it was", () => {
  expect(addCompileHints(dist).sort()).toEqual(["static/chunks/main.js", "static/chunks/menu.js"]);
  expect(readFileSync(chunk("menu.js"), "utf8")).toBe(`${COMPILE_HINT}(globalThis.TURBOPACK||[]).push([2,e=>{}]);`);
  expect(readFileSync(chunk("main.js"), "utf8").startsWith("//# allFunctionsCalledOnLoad\n(globalThis")).toBe(true);
  expect(readFileSync(chunk("modal.js"), "utf8")).toBe("(globalThis.TURBOPACK||[]).push([3,e=>{}]);");
});

test("a chunk's source map moves down the line the hint adds, so stack traces still map to the right line", () => {
  addCompileHints(dist);
  expect(JSON.parse(readFileSync(chunk("main.js.map"), "utf8")).mappings).toBe(";AAAA,CAAC;AACD");
});

test("a second run changes nothing (the hint is added once)", () => {
  addCompileHints(dist);
  expect(addCompileHints(dist)).toEqual([]);
  expect(readFileSync(chunk("main.js"), "utf8").split(COMPILE_HINT)).toHaveLength(2);
  expect(JSON.parse(readFileSync(chunk("main.js.map"), "utf8")).mappings).toBe(";AAAA,CAAC;AACD");
});
