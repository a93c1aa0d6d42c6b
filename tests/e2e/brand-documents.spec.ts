import { expect, test } from "@playwright/test";
import { brandUrl, serverUrl } from "./support";

// Issue 17: robots.txt, sitemap.xml and the web app manifest answer per brand host, through the proxy.
const at = (slug: string) => ({ host: new URL(brandUrl(slug)).host });

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
  expect(await manifest.json()).toMatchObject({ name: "El Fogón Andino", start_url: "/" });
  await page.goto(brandUrl("fogon-andino"));
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", "/manifest.webmanifest");

  // a shared link previews the brand; a branch's title names the brand once
  await expect(page.locator('meta[property="og:site_name"]')).toHaveAttribute("content", "El Fogón Andino");
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /^https:\/\/pedidos\.fogonandino\.co\/.+/);
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary");
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
