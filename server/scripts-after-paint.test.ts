import { runInNewContext } from "node:vm";
import { scriptsAfterPaint } from "./scripts-after-paint.mjs";

// The head and body of a page as Next 16 writes them (trimmed): a preload, async bootstrap scripts, a noModule
// polyfill, inline flight data and one more async script after it.
const page = [
  '<!DOCTYPE html><html lang="es"><head><meta charSet="utf-8"/>',
  '<link rel="preload" href="/demo/logo.svg" as="image"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/app.css" data-precedence="next"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/webpack-1.js"/>',
  '<script src="/_next/static/chunks/main-1.js" async=""></script>',
  '<script src="/_next/static/chunks/page-1.js" async=""></script>',
  "<title>El Fogón Andino</title></head><body><h1>Chapinero</h1>",
  '<script src="/_next/static/chunks/polyfills-1.js" noModule=""></script>',
  "<script>(self.__next_f=self.__next_f||[]).push([0])</script>",
  '<script src="/_next/static/chunks/webpack-1.js" async=""></script>',
  '<script src="/_next/static/chunks/main-1.js" async=""></script>',
  "</body></html>",
].join("");

const DEFERRED = ["/_next/static/chunks/main-1.js", "/_next/static/chunks/page-1.js", "/_next/static/chunks/webpack-1.js"];

/** Runs the page's inline loader in a stand-in browser and says which scripts it added, and when. */
function runLoader(html: string, browser: { hidden?: boolean; paintEntries?: boolean }) {
  const loaderSource = html.match(/<script>(\(function\(u\)[\s\S]*?)<\/script>/)?.[1];
  if (!loaderSource) throw new Error("no loader in the page");
  const added: string[] = [];
  const later: Array<() => void> = [];
  let paintObserver: ((list: { getEntriesByName: (name: string) => unknown[] }, observer: { disconnect: () => void }) => void) | undefined;
  const visibility: Array<() => void> = [];
  const document = {
    visibilityState: browser.hidden ? "hidden" : "visible",
    createElement: () => ({ src: "", async: false }),
    head: { appendChild: (script: { src: string; async: boolean }) => added.push(`${script.src}${script.async ? "" : " (not async)"}`) },
    addEventListener: (_: string, listener: () => void) => visibility.push(listener),
  };
  class PerformanceObserver {
    static supportedEntryTypes = browser.paintEntries === false ? ["navigation"] : ["paint", "navigation"];
    constructor(callback: typeof paintObserver) {
      paintObserver = callback;
    }
    observe() {}
  }
  runInNewContext(loaderSource, {
    document,
    PerformanceObserver,
    setTimeout: (task: () => void) => later.push(task),
    requestAnimationFrame: (task: () => void) => later.push(task),
  });
  const flush = () => {
    while (later.length) later.shift()!();
  };
  return {
    added,
    firstPaint: () => {
      paintObserver?.({ getEntriesByName: (name) => (name === "first-contentful-paint" ? [{}] : []) }, { disconnect: () => {} });
      flush();
    },
    frame: flush,
    hide: () => {
      document.visibilityState = "hidden";
      visibility.forEach((listener) => listener());
    },
  };
}

describe("scriptsAfterPaint: Next's scripts start once the page is painted", () => {
  const html = scriptsAfterPaint(page);

  it("takes every async Next script and its preload out of the markup, and leaves the rest as it was", () => {
    expect(html).not.toMatch(/<script src="[^"]+" async="">/);
    expect(html).not.toContain('rel="preload" as="script"');
    expect(html).toContain('<link rel="preload" href="/demo/logo.svg" as="image"/>');
    expect(html).toContain('<link rel="stylesheet" href="/_next/static/chunks/app.css" data-precedence="next"/>');
    expect(html).toContain('<script src="/_next/static/chunks/polyfills-1.js" noModule=""></script>');
    expect(html).toContain("<script>(self.__next_f=self.__next_f||[]).push([0])</script>");
    // one loader, where the first script stood (in the <head>, before the title)
    expect(html.match(/\(function\(u\)/g)).toHaveLength(1);
    expect(html.indexOf("(function(u)")).toBeLessThan(html.indexOf("<title>"));
  });

  it("adds each script once, as async, after the first contentful paint, not before", () => {
    const browser = runLoader(html, {});
    browser.frame();
    expect(browser.added).toEqual([]);
    browser.firstPaint();
    expect(browser.added).toEqual(DEFERRED);
    browser.firstPaint();
    expect(browser.added).toEqual(DEFERRED);
  });

  it("waits for the first frame where the browser reports no paint entries", () => {
    const browser = runLoader(html, { paintEntries: false });
    expect(browser.added).toEqual([]);
    browser.frame();
    expect(browser.added).toEqual(DEFERRED);
  });

  it("adds them at once in a tab that is not shown, or that is hidden before it paints", () => {
    expect(runLoader(html, { hidden: true }).added).toEqual(DEFERRED);
    const backgrounded = runLoader(html, {});
    backgrounded.hide();
    expect(backgrounded.added).toEqual(DEFERRED);
  });

  it("leaves a page without Next's async scripts alone: a nonce-bearing page under a strict CSP, or a fragment", () => {
    const strict = '<head><script src="/_next/static/chunks/main-1.js" async="" nonce="abc"></script></head><body></body>';
    expect(scriptsAfterPaint(strict)).toBe(strict);
    expect(scriptsAfterPaint("<p>hola</p>")).toBe("<p>hola</p>");
  });
});
