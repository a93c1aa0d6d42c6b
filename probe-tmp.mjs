import { chromium } from "@playwright/test";
const KEY = process.env.KEY;
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const page = await browser.newPage({ locale: "es-CO" });
let t0 = Date.now();
page.on("pageerror", (e) => console.log("PAGEERROR", e.message));
page.on("console", (m) => { if (m.type() === "error") console.log("CONSOLE", m.text().slice(0, 200)); });
const log = (...a) => console.log(((Date.now() - t0) / 1000).toFixed(2), ...a);
page.on("response", async (r) => {
  const u = r.url();
  if (u.includes("_rsc")) { const b = await r.text().catch(() => ""); log("rsc", r.status(), r.headers()["x-nextjs-cache"], "Agotado×", b.split("Agotado").length - 1); }
  else if (u.includes("/api/v1/menu")) log("check", r.status(), r.headers()["etag"]?.slice(0, 8));
});
const mark = (v) => page.request.patch("http://127.0.0.1:3150/api/v1/operator/menu/products/104", { headers: { host: "fogon-andino.localhost:3150", authorization: `Bearer ${KEY}` }, data: { sold_out: v } }).then((r) => r.status());
await mark(false);
await page.goto("http://fogon-andino.localhost:3150/chapinero?service=take_away");
await page.waitForSelector(`a[data-product-link="104"]`); await page.waitForTimeout(3000);
const card = page.locator('a[data-product-link="104"]');
t0 = Date.now();
log("mark", await mark(true));
await card.filter({ hasText: "Agotado" }).waitFor({ timeout: 20000 });
log("sold out shown");
t0 = Date.now();
log("unmark", await mark(false));
try { await card.filter({ hasNotText: "Agotado" }).waitFor({ timeout: 20000 }); log("back shown"); } catch { log("never back within 20 s"); }
await browser.close();
