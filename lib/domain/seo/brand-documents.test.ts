import { isBrandDocument } from "./brand-document-paths";
import { isNotForCrawlers, robotsTxt, sitemapXml, staffManifest, webManifest } from "./brand-documents";
import { isPublicAsset } from "../routing/routing";

describe("robotsTxt", () => {
  it("opens the storefront, closes every private path, and points at the sitemap", () => {
    const robots = robotsTxt({ locked: false, origin: "https://pedidos.fogonandino.co" });
    expect(robots).toContain("User-agent: *\nAllow: /\n");
    for (const path of ["/api/", "/book_info/", "/rate/", "/waitlist/", "/*/webcheckout/", "/*/order/", "/*/precheckout"]) expect(robots).toContain(`\nDisallow: ${path}\n`);
    expect(robots).toContain("\nSitemap: https://pedidos.fogonandino.co/sitemap.xml\n");
  });

  it("closes everything of a locked brand", () => {
    expect(robotsTxt({ locked: true, origin: "https://x.co" })).toBe("User-agent: *\nDisallow: /\n");
  });
});

describe("sitemapXml", () => {
  it("lists each path on the canonical origin with the brand's last change, escaped", () => {
    const map = sitemapXml("https://pedidos.fogonandino.co", ["/", "/chapinero", "/a&b"], "2026-11-26T10:00:00.000Z");
    expect(map).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(map).toContain("<url><loc>https://pedidos.fogonandino.co/chapinero</loc><lastmod>2026-11-26T10:00:00.000Z</lastmod></url>");
    expect(map).toContain("<loc>https://pedidos.fogonandino.co/a&amp;b</loc>");
  });
});

describe("isBrandDocument", () => {
  it("takes the brand's documents and pictures away from the public files, and nothing else", () => {
    for (const path of ["/robots.txt", "/sitemap.xml", "/manifest.webmanifest", "/favicon.ico", "/apple-touch-icon.png", "/icon-192.png", "/icon-512.png", "/share-card.png"]) {
      expect([path, isBrandDocument(path) && !isPublicAsset(path)]).toEqual([path, true]);
    }
    expect(isPublicAsset("/sw.js")).toBe(true);
    expect(isBrandDocument("/chapinero/robots.txt")).toBe(false);
  });
});

describe("webManifest", () => {
  it("opens the brand's storefront from the home screen, in its colours, with its logo and a short name", () => {
    expect(webManifest({ name: "El Fogón Andino", logo: "/demo/fogon-andino/logo.svg", theme: { theme_color: "#b5321f", page_bgcolor: "#fff8f1" }, language: "es" })).toEqual({
      name: "El Fogón Andino",
      short_name: "Fogón",
      lang: "es",
      start_url: "/",
      scope: "/",
      display: "standalone",
      theme_color: "#b5321f",
      background_color: "#fff8f1",
      icons: [
        { src: "/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
        { src: "/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
        { src: "/icon-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
        { src: "/demo/fogon-andino/logo.svg", sizes: "any", type: "image/svg+xml", purpose: "any" },
      ],
    });
    // without a logo the drawn icons (the brand's initials) are still there: the brand stays installable
    const plain = webManifest({ name: "Mercado Luna", logo: null, theme: { theme_color: "#111111" }, language: "es" });
    expect(plain).toMatchObject({ short_name: "Mercado Luna", background_color: "#ffffff" });
    expect(plain.icons.map((icon) => icon.src)).toEqual(["/icon-192.png", "/icon-512.png", "/icon-512.png"]);
  });
});

describe("isNotForCrawlers", () => {
  it("matches the paths robots.txt closes, and none of the storefront's", () => {
    for (const path of ["/book_info/12/abc", "/rate/12/abc", "/waitlist/3/abc", "/chapinero/order/40", "/chapinero/webcheckout/booking/3", "/chapinero/precheckout", "/chapinero/delivery/order", "/api/v1/orders", "/location"]) {
      expect([path, isNotForCrawlers(path)]).toEqual([path, true]);
    }
    for (const path of ["/", "/chapinero", "/chapinero/view/12", "/chapinero/reservar", "/chapinero/delivery", "/branch-to-book", "/locations", "/chapinero/orderly"]) {
      expect([path, isNotForCrawlers(path)]).toEqual([path, false]);
    }
  });
});

describe("staffManifest (the console installable on its own)", () => {
  it("opens the console and keeps to it, named for the brand and the console, with the brand's icons", () => {
    const brand = { name: "El Fogón Andino", logo: null, theme: { theme_color: "#b5321f" }, language: "es" as const };
    const manifest = staffManifest(brand, "Consola");
    expect(manifest).toMatchObject({ name: "El Fogón Andino · Consola", short_name: "Consola", id: "/staff", start_url: "/staff", scope: "/staff", display: "standalone", theme_color: "#b5321f" });
    expect(manifest.icons).toEqual(webManifest(brand).icons);
  });
});
