import { expect, type Page, type Request } from "@playwright/test";
import { test } from "./hydrated";
import { addProduct, brandUrl, currentStep, deliveredMessage, expectNoAxeViolations, goToPrecheckout, operatorHeaders, orderInCash, serverUrl } from "./support";

// The diner's anonymous profile (product §3, §6, §7) — made once, named on every call, and what lets another device find them.
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
  // product §6/§7: the order's call names the brand, the branch, the service, the language and the profile
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
  // known through the profile: the checkout opens past the contact, shown done, which the diner may still change
  await expect(currentStep(phone)).toHaveText("Paso 2 de 4: Recogida");
  await phone.getByRole("button", { name: "Cambiar: Tus datos" }).click();
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

test("a smart link signs a fresh browser in and opens the purchase; a wrong one says so and signs in to nothing", async ({ page, browser, request }) => {
  await page.goto(brandUrl("fogon-andino", "/chapinero?service=take_away"));
  await expect.poll(() => heldProfile(page)).not.toBeNull();
  await orderInCash(page, "Empanadas de carne (4)");
  const orderId = Number(/\/order\/(\d+)/.exec(page.url())![1]);
  const profile = (await heldProfile(page))!;

  const minted = await request.post(`${serverUrl}/api/v1/operator/smart-links`, { headers: operatorHeaders("fogon-andino"), data: { profile_id: profile.id, supplier: "chapinero", purchase_id: orderId } });
  expect(minted.status()).toBe(201);
  const link = new URL((await minted.json()).url);

  const other = await browser.newContext();
  const phone = await other.newPage();
  await phone.goto(brandUrl("fogon-andino", link.pathname));
  await expect(phone).toHaveURL(new RegExp(`/chapinero/order/${orderId}\\?token=`));
  await expect.poll(async () => (await heldProfile(phone))?.id).toBe(profile.id);
  await phone.goto(brandUrl("fogon-andino", "/chapinero/history-my-orders"));
  await expect(phone.locator(`a[href^="/chapinero/order/${orderId}?token="]`)).toBeVisible();
  // opened again on the phone it signed in, the spent link still leads to the purchase
  await phone.goto(brandUrl("fogon-andino", link.pathname));
  await expect(phone).toHaveURL(new RegExp(`/chapinero/order/${orderId}\\?token=`));
  await other.close();

  // a forwarded copy signs no other browser in: the link was single-use
  const forwarded = await browser.newContext();
  const third = await forwarded.newPage();
  await third.goto(brandUrl("fogon-andino", link.pathname));
  await expect(third.getByRole("heading", { name: "Este enlace no funciona" })).toBeVisible();
  await expect.poll(async () => (await heldProfile(third))?.id ?? "none").not.toBe(profile.id);
  await forwarded.close();

  const stranger = await browser.newContext();
  const guess = await stranger.newPage();
  await guess.goto(brandUrl("fogon-andino", `/chapinero/sl/${profile.id}/${"B".repeat(43)}`));
  await expect(guess.getByRole("heading", { name: "Este enlace no funciona" })).toBeVisible();
  await expectNoAxeViolations(guess);
  await expect.poll(async () => (await heldProfile(guess))?.id ?? "none").not.toBe(profile.id);
  await stranger.close();
});

test("proving a phone by SMS: a wrong code is refused with the tries left, another code only after 14 s, the right one proves it", async ({ page, request }) => {
  await page.clock.install();
  await page.goto(brandUrl("fogon-andino", "/chapinero/history-my-orders"));
  // a first visit: the profile is made once the page is idle (run the page's clock), and the screen then offers the code
  await expect.poll(async () => (await page.clock.runFor(1_000), await heldProfile(page))).not.toBeNull();
  await expect(page.getByRole("heading", { name: "Tus pedidos en todos tus dispositivos" })).toBeVisible();
  await expectNoAxeViolations(page);
  const number = `310${String(Date.now()).slice(-7)}`;
  await page.getByLabel("Celular").fill(number);
  // the page's clock flows in real time too, and a loaded machine spends seconds below: the waits count from here
  const asked = await page.evaluate(() => Date.now());
  await page.getByRole("button", { name: "Enviar código" }).click();
  await expect(page.getByText("Te enviamos un código por SMS.")).toBeVisible();
  await expectNoAxeViolations(page);

  const code = async () => {
    const sms = await deliveredMessage(request, "fogon-andino", (message) => message.channel === "sms" && message.recipient === `+57${number}`);
    return sms && /(\d{4})\./.exec(sms)![1]!;
  };
  const sent = (await expect.poll(code).toMatch(/^\d{4}$/), (await code())!);
  const wrong = String((Number(sent) + 1) % 10_000).padStart(4, "0");

  const resend = page.getByRole("button", { name: "Enviar otro código" });
  await expect(resend).toBeDisabled();
  await page.getByLabel("Código de 4 dígitos").fill(wrong);
  await page.getByRole("button", { name: "Confirmar" }).click();
  await expect(page.getByText(/El código de verificación no es válido.*Te quedan 4 intentos/)).toBeVisible();

  // 12 s after the code was asked for, still too soon; 16 s after, another may be asked
  await page.clock.runFor(Math.max(0, asked + 12_000 - (await page.evaluate(() => Date.now()))));
  await expect(resend).toBeDisabled();
  await page.clock.runFor(4_000);
  await expect(resend).toBeEnabled();

  await page.getByLabel("Código de 4 dígitos").fill(sent);
  await page.getByRole("button", { name: "Confirmar" }).click();
  await expect(page.getByText("Celular confirmado.", { exact: false })).toBeVisible();
  await expectNoAxeViolations(page);
});
