import { isScriptChunk, lazyChunksOf } from "./lazy-chunks";

const ORIGIN = "https://fogon-andino.example";

describe("lazyChunksOf: the chunks a build file can load on demand", () => {
  it("finds each chunk a lazy import's loader names, once, under /_next/", () => {
    // the shape Turbopack writes for `import("./product-modal")` and for a lazy import with two chunks
    const source =
      'e.v(t=>Promise.all(["static/chunks/2_y0vc0fpwtan.js"].map(t=>e.l(t))).then(()=>t(675142)))},' +
      'e=>{e.v(t=>Promise.all(["static/chunks/1i7thq8smtjau.js","static/chunks/0ab.css","static/chunks/2_y0vc0fpwtan.js"].map(t=>e.l(t))))}';
    expect(lazyChunksOf(source, ORIGIN)).toEqual([
      `${ORIGIN}/_next/static/chunks/2_y0vc0fpwtan.js`,
      `${ORIGIN}/_next/static/chunks/1i7thq8smtjau.js`,
      `${ORIGIN}/_next/static/chunks/0ab.css`,
    ]);
  });

  it("names nothing for a chunk without lazy imports, nor for paths outside the build's chunks", () => {
    expect(lazyChunksOf('function a(){return "static/media/logo.svg"}; fetch("/api/v1/menu.json")', ORIGIN)).toEqual([]);
    expect(lazyChunksOf('"static/chunks/../../sw.js"', ORIGIN)).toEqual([]);
  });

  it("tells a build script from the build's other files", () => {
    expect(isScriptChunk(new URL(`${ORIGIN}/_next/static/chunks/3ijw-iagnrzea.js`))).toBe(true);
    expect(isScriptChunk(new URL(`${ORIGIN}/_next/static/chunks/0hee4_g3zij0f.css`))).toBe(false);
    expect(isScriptChunk(new URL(`${ORIGIN}/demo/fogon-andino/logo.js`))).toBe(false);
  });
});
