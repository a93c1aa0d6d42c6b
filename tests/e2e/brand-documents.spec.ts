import { expect, test } from "@playwright/test";
import { brandUrl, importThroughServer, serverUrl } from "./support";

// robots.txt, sitemap.xml, the web app manifest and the brand's pictures answer per brand host, through the proxy.
const at = (slug: string) => ({ host: new URL(brandUrl(slug)).host });

/** A PNG's width and height, from its header chunk. */
const pngSize = (bytes: Buffer) => {
  expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
};

test("each brand host answers its own robots.txt, sitemap.xml and manifest, and its pages preview as the brand; a locked brand is closed, an unknown host has none", async ({ request, page }) => {
  const robots = await request.get(`${serverUrl}/robots.txt`, { headers: at("fogon-andino") });
  expect(robots.status()).toBe(200);
  expect(await robots.text()).toContain("Sitemap: https://pedidos.fogonandino.co/sitemap.xml");

  const sitemap = await request.get(`${serverUrl}/sitemap.xml`, { headers: at("mercado-luna") });
  expect(sitemap.headers()["content-type"]).toBe("application/xml; charset=utf-8");
  const locs = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  expect(locs).toContain("/");
  expect(locs.some((path) => /^\/[a-z0-9-]+\/view\/\d+$/.test(path))).toBe(true);

  const manifest = await request.get(`${serverUrl}/manifest.webmanifest`, { headers: at("fogon-andino") });
  const installable = await manifest.json();
  expect(installable).toMatchObject({ name: "El Fogón Andino", start_url: "/" });
  // its icons are pictures of the size they claim, drawn from the brand's logo on its colour
  for (const icon of installable.icons.filter((i: { type: string }) => i.type === "image/png")) {
    const png = await request.get(`${serverUrl}${icon.src}`, { headers: at("fogon-andino") });
    expect([icon.src, png.headers()["content-type"]]).toEqual([icon.src, "image/png"]);
    expect(pngSize(await png.body()).join("x")).toBe(icon.sizes);
  }
  await page.goto(brandUrl("fogon-andino"));
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", "/manifest.webmanifest");

  // the icon browsers ask for, whatever the page says, and the one iOS puts on the home screen
  const favicon = await request.get(`${serverUrl}/favicon.ico`, { headers: at("fogon-andino") });
  expect(favicon.headers()["content-type"]).toBe("image/x-icon");
  const ico = await favicon.body();
  expect([ico.readUInt16LE(2), ico.readUInt16LE(4), ico[6]]).toEqual([1, 1, 48]);
  expect(pngSize(ico.subarray(ico.readUInt32LE(18)))).toEqual([48, 48]);
  const apple = (await page.locator('link[rel="apple-touch-icon"]').getAttribute("href"))!;
  expect(pngSize(await (await request.get(`${serverUrl}${apple}`, { headers: at("fogon-andino") })).body())).toEqual([180, 180]);

  // a shared link previews the brand with a picture WhatsApp can show (PNG, 1200×630); a branch's title names the brand once
  await expect(page.locator('meta[property="og:site_name"]')).toHaveAttribute("content", "El Fogón Andino");
  const card = new URL((await page.locator('meta[property="og:image"]').getAttribute("content"))!);
  expect(card.origin).toBe("https://pedidos.fogonandino.co");
  const cardImage = await request.get(`${serverUrl}${card.pathname}${card.search}`, { headers: at("fogon-andino") });
  expect(pngSize(await cardImage.body())).toEqual([1200, 630]);
  // the same bytes again cost nothing: the browser's copy is still good
  const again = await request.get(`${serverUrl}${card.pathname}`, { headers: { ...at("fogon-andino"), "if-none-match": cardImage.headers()["etag"]! } });
  expect(again.status()).toBe(304);
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image");
  await page.goto(brandUrl("fogon-andino", "/chapinero"));
  await expect(page).toHaveTitle("El Fogón Andino · Chapinero");

  // a locked brand: robots closes it instead of redirecting to its inactive screen
  const closed = await request.get(`${serverUrl}/robots.txt`, { headers: at("cafe-parque"), maxRedirects: 0 });
  expect(closed.status()).toBe(200);
  expect(await closed.text()).toBe("User-agent: *\nDisallow: /\n");
  expect((await request.get(`${serverUrl}/sitemap.xml`, { headers: at("no-existe") })).status()).toBe(404);
});

test("a diner's private links are never indexed and send no Referer; the storefront's pages keep theirs", async ({ request }) => {
  const booking = await request.get(`${serverUrl}/book_info/1/abcdefghijklmnopqrstuvwxyz012345`, { headers: at("fogon-andino") });
  expect(booking.headers()["referrer-policy"]).toBe("no-referrer");
  expect(booking.headers()["x-robots-tag"]).toBe("noindex");
  const menu = await request.get(`${serverUrl}/chapinero`, { headers: at("fogon-andino") });
  expect(menu.headers()["referrer-policy"]).toBe("strict-origin");
  expect(menu.headers()["x-robots-tag"]).toBeUndefined();
});

test("public pages name their canonical URL on the brand's domain, their language versions and a description from the brand's data", async ({ page }) => {
  const ORIGIN = "https://pedidos.fogonandino.co";
  const head = (selector: string) => page.locator(`head ${selector}`);
  const jsonLd = async () => JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);

  await page.goto(brandUrl("fogon-andino"));
  // the landing's canonical URL is the origin itself ("/" resolved on it)
  const landing = new RegExp(`^${ORIGIN.replaceAll(".", "\\.")}/?$`);
  await expect(head('link[rel="canonical"]')).toHaveAttribute("href", landing);
  await expect(head('link[rel="alternate"][hreflang="en"]')).toHaveAttribute("href", `${ORIGIN}/?lang=en`);
  await expect(head('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute("href", landing);
  await expect(head('meta[name="description"]')).toHaveAttribute("content", /^El Fogón Andino en Bogotá: en mesa, domicilio, .+\. Pide en línea\.$/);
  expect(await jsonLd()).toMatchObject({ "@type": "Organization", name: "El Fogón Andino", url: `${ORIGIN}/` });

  // the menu in English: its own canonical URL, its top categories in the description
  await page.goto(brandUrl("fogon-andino", "/chapinero?lang=en"));
  await expect(head('link[rel="canonical"]')).toHaveAttribute("href", `${ORIGIN}/chapinero?lang=en`);
  await expect(head('link[rel="alternate"][hreflang="es"]')).toHaveAttribute("href", `${ORIGIN}/chapinero`);
  await expect(head('meta[name="description"]')).toHaveAttribute("content", /^The menu of El Fogón Andino · Chapinero \(Carrera 7 # 63-44, Chapinero, Bogotá\): .+ and more\.$/);
  // the branch for search engines, in the page's language: a restaurant that books, with its dishes and their prices in pesos
  const restaurant = await jsonLd();
  expect(restaurant).toMatchObject({ "@type": "Restaurant", acceptsReservations: true, address: { addressLocality: "Bogotá", addressCountry: "CO" }, hasMenu: { "@type": "Menu" } });
  const items = restaurant.hasMenu.hasMenuSection.flatMap((section: { hasMenuItem: unknown[] }) => section.hasMenuItem);
  expect(items).toContainEqual(expect.objectContaining({ "@type": "MenuItem", name: "Fogón sharing platter (for 2)", offers: expect.objectContaining({ price: "46000", priceCurrency: "COP" }) }));
  expect(restaurant.servesCuisine).toEqual(["Colombian", "Grill"]);
  // its preview: the page's own title and address
  await expect(head('meta[property="og:title"]')).toHaveAttribute("content", "El Fogón Andino · Chapinero");
  await expect(head('meta[property="og:url"]')).toHaveAttribute("content", `${ORIGIN}/chapinero?lang=en`);

  // a product, wherever it is reached from: one canonical URL, its own title and description
  await page.goto(brandUrl("fogon-andino", "/chapinero?lang=es")); // back to Spanish
  const product = page.locator("a[data-product-link]", { hasText: "Picada del Fogón (para 2)" }).first();
  const href = (await product.getAttribute("href"))!;
  // named in Spanish in its address too: right after the English pages, a copy of the English one may still be
  // kept by its address alone (a flake of CI's, to be found), which is not what this test is about
  await page.goto(brandUrl("fogon-andino", `${href}?lang=es`));
  await expect(page).toHaveTitle("Picada del Fogón (para 2) · El Fogón Andino · Chapinero");
  await expect(head('link[rel="canonical"]')).toHaveAttribute("href", `${ORIGIN}${href}`);
  await expect(head('meta[name="description"]')).toHaveAttribute("content", /^Chorizo, morcilla.* · \$ 46\.000$/);
  expect(await jsonLd()).toMatchObject({ "@type": "MenuItem", url: `${ORIGIN}${href}`, offers: { price: "46000", priceCurrency: "COP", seller: { name: "El Fogón Andino · Chapinero" } } });

  // a branch list names its branches
  await page.goto(brandUrl("fogon-andino", "/branch-offices"));
  await expect(page).toHaveTitle("Nuestras sedes · El Fogón Andino");
  await expect(head('meta[name="description"]')).toHaveAttribute("content", /^Las sedes de El Fogón Andino: .*Chapinero.*\.$/);
});

test("a brand without a logo still gets its icons and share card, drawn from its initials", async ({ request }) => {
  expect((await importThroughServer("tests/fixtures/brands/tienda-prueba.json")).code).toBe(0);
  for (const [path, size] of [["/icon-192.png", [192, 192]], ["/share-card.png", [1200, 630]]] as const) {
    const image = await request.get(`${serverUrl}${path}`, { headers: at("tienda-prueba") });
    expect([path, image.status()]).toEqual([path, 200]);
    expect(pngSize(await image.body())).toEqual(size);
  }
  expect((await request.get(`${serverUrl}/favicon.ico`, { headers: at("no-existe") })).status()).toBe(404);
});

test("a trilingual store's menu in Portuguese: its own canonical URL, words and preview, a store with prices in pesos", async ({ page }) => {
  const ORIGIN = new URL(brandUrl("mercado-luna")).origin;
  await page.goto(brandUrl("mercado-luna", "/roma-norte?lang=pt"));
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute("href", `${ORIGIN}/roma-norte?lang=pt`);
  for (const [lang, href] of [["es", "/roma-norte"], ["en", "/roma-norte?lang=en"], ["pt", "/roma-norte?lang=pt"], ["x-default", "/roma-norte"]]) {
    await expect(page.locator(`head link[rel="alternate"][hreflang="${lang}"]`)).toHaveAttribute("href", `${ORIGIN}${href}`);
  }
  await expect(page.locator('head meta[name="description"]')).toHaveAttribute("content", /^O cardápio de .+ e mais\.$/);
  await expect(page.locator('head meta[property="og:locale"]')).toHaveAttribute("content", "pt");
  await expect(page.locator('head meta[property="og:url"]')).toHaveAttribute("content", `${ORIGIN}/roma-norte?lang=pt`);
  const store = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
  expect(store["@type"]).toBe("Store");
  expect(store).not.toHaveProperty("servesCuisine");
  const offers = store.hasOfferCatalog.itemListElement.flatMap((section: { itemListElement: { offers: { price: string; priceCurrency: string } }[] }) => section.itemListElement.map((item) => item.offers));
  expect(offers.length).toBeGreaterThan(0);
  for (const offer of offers) expect([offer.priceCurrency, /^\d+\.\d{2}$/.test(offer.price)]).toEqual(["MXN", true]);
  await page.goto(brandUrl("mercado-luna", "/roma-norte?lang=es")); // back to Spanish (?lang= is remembered)
});
