import { expect, type Page, type Request } from "@playwright/test";
import { test } from "./hydrated";
import { addProduct, brandUrl, goToPrecheckout, orderInCash } from "./support";

// Issue 15: the diner's anonymous profile — made once, named on every call, and what lets another device find them.
const PROFILE_KEY = "comanda:fogon-andino:profile";
const heldProfile = (page: Page) => page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? "null") as { id: string; token: string } | null, PROFILE_KEY);

test("a first visit makes one profile for all its pages; calls name it, the order joins it, and another device holding it finds both", async ({ page, browser }) => {
  const posts: { path: string; headers: Record<string, string> }[] = [];
  page.on("request", (call: Request) => {
    if (call.method() === "POST") posts.push({ path: new URL(call.url()).pathname, headers: call.headers() });
  });
  await page.goto(brandUrl("fogon-andino", "/chapinero?service=take_away"));
  await expect.poll(() => heldProfile(page)).not.toBeNull();
  await orderInCash(page, "Empanadas de carne (4)");
  const orderId = Number(/\/order\/(\d+)/.exec(page.url())![1]);

  // four pages, one profile and one visit
  expect(posts.filter((post) => post.path === "/api/v1/profiles/anonymous.json")).toHaveLength(1);
  expect(posts.filter((post) => post.path === "/api/v1/sessions")).toHaveLength(1);
  const profile = (await heldProfile(page))!;
  // spec §6/§7: the order's call names the brand, the branch, the service, the language and the profile
  expect(posts.find((post) => post.path === "/api/v1/orders")!.headers).toMatchObject({
    customer_id: "fogon-andino",
    supplier_id: "chapinero",
    service: "take_away",
    lang: "es",
    profileid: profile.id,
    token: profile.token,
  });

  // another device that holds the profile (what a smart link gives it): the order in its history, the checkout filled in
  const other = await browser.newContext();
  await other.addInitScript(({ key, value }) => localStorage.setItem(key, value), { key: PROFILE_KEY, value: JSON.stringify(profile) });
  const phone = await other.newPage();
  await phone.goto(brandUrl("fogon-andino", "/chapinero/history-my-orders"));
  await expect(phone.locator(`a[href^="/chapinero/order/${orderId}?token="]`)).toBeVisible();

  await phone.goto(brandUrl("fogon-andino", "/chapinero?service=take_away"));
  await addProduct(phone, "Empanadas de carne (4)");
  await goToPrecheckout(phone);
  await expect(phone.getByLabel("Nombre completo")).toHaveValue("Ana Pérez");
  await expect(phone.getByLabel("Número de documento")).toHaveValue("1020304050");
  await expect(phone.getByLabel("Celular")).toHaveValue(/300 ?123 ?4567/);
  await other.close();
});

test("a profile the brand does not know (another brand's, or forgotten) is replaced by a new one", async ({ page }) => {
  const stranger = { id: "00000000-0000-4000-8000-000000000000", token: "A".repeat(43) };
  await page.addInitScript(({ key, value }) => localStorage.setItem(key, value), { key: PROFILE_KEY, value: JSON.stringify(stranger) });
  const status = page.waitForResponse((response) => response.url().endsWith("/api/v1/profiles/status.json"));
  await page.goto(brandUrl("fogon-andino", "/"));
  expect((await status).status()).toBe(401);
  await expect.poll(async () => (await heldProfile(page))?.id ?? stranger.id).not.toBe(stranger.id);
});
