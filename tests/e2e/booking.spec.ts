import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, type Page } from "@playwright/test";
import { test } from "./hydrated";
import { brandUrl, deliveredMessage, demoBrandFile, expectNoAxeViolations, fillContact, importBrandFile, operatorHeaders, payByCard, serverUrl } from "./support";

const FOGON = "fogon-andino";

test("book a table from the branch list, read it through its link, change it, and cancel it", async ({ page }) => {
  await page.goto(brandUrl(FOGON, "/branch-to-book"));
  await page.locator('[data-branch="chapinero"]').getByRole("link", { name: /^Reservar en/ }).click();
  await expect(page).toHaveURL(brandUrl(FOGON, "/chapinero/reservar"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Reserva en El Fogón Andino · Chapinero");
  // tomorrow: in the evening today's 20:00 is already past the booking lead time
  await page.getByLabel("Día").selectOption({ index: 1 });
  await expect(page.getByRole("radio", { name: "20:00" })).toBeVisible();
  // the cut-off is said before the diner sends anything
  await expect(page.locator("[data-booking-terms]")).toHaveText("Podrás cambiarla o cancelarla en línea hasta 2 horas antes de la hora; después, llama a la sede.");
  await expectNoAxeViolations(page);

  // no hour chosen: the form says so and sends nothing
  await page.getByRole("button", { name: "Una persona más" }).click();
  await page.getByRole("button", { name: "Una persona más" }).click();
  await expect(page.locator("[data-persons]")).toHaveText("4 personas");
  await page.getByLabel("Día").selectOption({ index: 1 });
  await fillContact(page);
  await page.getByLabel(/Acepto los términos/).check();
  await page.getByRole("button", { name: "Reservar" }).click();
  await expect(page.getByText("Elige una hora para tu reserva.")).toBeVisible();

  await page.getByRole("radio", { name: "20:00" }).check();
  await page.getByRole("radio", { name: "Terraza" }).check();
  await page.getByLabel("Alergias u observaciones de salud (opcional)").fill("Alergia al maní");
  await page.getByRole("button", { name: "Reservar a las 20:00 para 4 personas" }).click();

  await expect(page).toHaveURL(new RegExp(`^${brandUrl(FOGON, "/book_info/")}\\d+/[\\w-]+$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Tu reserva #\d+$/);
  await expect(page.getByText("Confirmada por el restaurante")).toBeVisible();
  await expect(page.locator("[data-booking-persons]")).toHaveText("4 personas");
  await expect(page.locator("[data-booking-when]")).toContainText("20:00");
  await expectNoAxeViolations(page);

  // the calendar file is the booking's event
  const href = await page.getByRole("link", { name: "Añadir a mi calendario" }).getAttribute("href");
  const calendar = await page.request.get(`${serverUrl}${href}`, { headers: { host: new URL(brandUrl(FOGON)).host } });
  expect(calendar.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
  expect((await calendar.text()).replace(/\r\n /g, "")).toContain("SUMMARY:Reserva en El Fogón Andino · Chapinero · mesa para 4");

  // its confirmation went out at once with that link (to the local mailbox: the suite's server has no provider)
  const bookingId = /\/book_info\/(\d+)\//.exec(page.url())![1];
  const confirmation = () => deliveredMessage(page.request, FOGON, (message) => message.kind === "booking_confirmation" && message.subject.startsWith(`Tu reserva #${bookingId} `));
  await expect.poll(confirmation).toContain(page.url());

  // the link opens the booking again, on any device
  await page.reload();
  await expect(page.locator("[data-booking-status]")).toHaveAttribute("data-booking-status", "approved");

  // one more friend comes, an hour later
  await page.getByRole("button", { name: "Cambiar día, hora o personas" }).click();
  const edit = page.locator("[data-booking-edit]");
  await edit.getByRole("button", { name: "Una persona más" }).click();
  await edit.getByRole("radio", { name: "21:00" }).check();
  await expectNoAxeViolations(page);
  await edit.getByRole("button", { name: "Cambiar a las 21:00 para 5 personas" }).click();
  await expect(page.getByText("Listo: cambiamos tu reserva.")).toBeVisible();
  await expect(page.locator("[data-booking-persons]")).toHaveText("5 personas");
  await expect(page.locator("[data-booking-when]")).toContainText("21:00");
  await page.reload();
  await expect(page.locator("[data-booking-when]")).toContainText("21:00");
  await page.getByRole("button", { name: "Cancelar reserva" }).click();
  await expect(page.getByText("¿Seguro que quieres cancelar tu reserva?")).toBeVisible();
  await page.getByRole("group").getByRole("button", { name: "Cancelar reserva" }).click();
  await expect(page.getByText("Cancelaste esta reserva. Su lugar quedó libre.")).toBeVisible();
  await expect(page.locator("[data-booking-status]")).toHaveAttribute("data-booking-status", "canceled");
  await expect(page.getByRole("button", { name: "Cancelar reserva" })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test("a booking link with a wrong token finds nothing", async ({ page }) => {
  await page.goto(brandUrl(FOGON, "/book_info/999999/abcdefghijklmnopqrstuvwxyz012345"));
  await expect(page.getByText("No encontramos esta reserva. Revisa el enlace.")).toBeVisible();
});

test("a full hour offers its waitlist, and a cancellation hands the table to it while the diner watches", async ({ page, request }) => {
  // a brand whose Chapinero books one table of two
  const slug = "fogon-mesa-unica";
  const brand = demoBrandFile(FOGON);
  brand.instance = { ...brand.instance, slug };
  brand.domains = [];
  const chapinero = brand.branches.find((branch: { slug: string }) => branch.slug === "chapinero");
  chapinero.booking = { ...chapinero.booking, zones: [{ key: "salon", name: { es: "Salón" }, covers: 2 }], lead_minutes: 0 };
  expect((await importBrandFile(brand)).code).toBe(0);

  await page.goto(brandUrl(slug, "/chapinero/reservar"));
  await page.getByLabel("Día").selectOption({ index: 2 });
  const date = await page.getByLabel("Día").inputValue();
  // someone else takes the only table at 20:00
  const host = { host: new URL(brandUrl(slug)).host };
  const first = await request.post(`${serverUrl}/api/v1/bookings`, {
    headers: host,
    data: { supplier: "chapinero", date, time: "20:00", persons: 2, terms_accepted: true, contact: { name: "Luis Gómez", phone: "3001234567", email: "luis@example.co", document_type: "cc", document_number: "1020304050" } },
  });
  expect(first.status()).toBe(201);
  const taken = await first.json();

  await page.getByLabel("Día").selectOption({ index: 1 });
  await page.getByLabel("Día").selectOption(date);
  const full = page.getByRole("radio", { name: /^20:00/ });
  await expect(full.locator("xpath=..")).toHaveAttribute("data-full", "true");
  await full.check();
  await expect(page.locator("[data-waitlist-offer]")).toContainText("A las 20:00 ya no queda lugar");
  await fillContact(page);
  await page.getByLabel(/Acepto los términos/).check();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Unirme a la lista de espera de las 20:00 (2 personas)" }).click();

  await expect(page).toHaveURL(new RegExp(`^${brandUrl(slug, "/book_info/")}\\d+/[\\w-]+$`));
  await expect(page.locator("[data-booking-status]")).toHaveAttribute("data-booking-status", "waiting_list");
  await expect(page.getByText("En lista de espera")).toBeVisible();
  await expectNoAxeViolations(page);

  // the other party cancels: the waiting diner's page says the table is theirs, without a reload
  const canceled = await request.delete(`${serverUrl}/api/v1/bookings/${taken.booking.id}?token=${taken.access_token}`, { headers: host });
  expect(canceled.status()).toBe(200);
  await expect(page.locator("[data-booking-status]")).toHaveAttribute("data-booking-status", "approved", { timeout: 6_000 });
  await expect(page.getByText("Confirmada por el restaurante")).toBeVisible();
});

test("walk-in waitlist: join at the door, watch the line, get called to a table and open its menu", async ({ page, request }) => {
  await page.goto(brandUrl(FOGON, "/usaquen/reservar"));
  // Usaquén charges a cover per person, at the restaurant: the form says how much for the party
  await expect(page.locator("[data-cover]")).toHaveText("Cover: $ 15.000 por persona ($ 30.000 para 2 personas). Se paga en el restaurante.");
  await page.getByText("¿Vienen ahora? Únete a la lista de espera").click();
  const join = page.locator("[data-waitlist-join]");
  await join.getByRole("button", { name: "Una persona más" }).click();
  // a phone that is not Colombian is refused in the form, and nothing typed is lost
  await join.getByLabel("Nombre completo").fill("Familia Rojas");
  await join.getByLabel("Celular").fill("12345");
  await join.getByRole("button", { name: "Unirme a la lista de espera (3 personas)" }).click();
  await expect(join.getByText("Escribe un celular válido.")).toBeVisible();
  await expect(join.getByLabel("Nombre completo")).toHaveValue("Familia Rojas");
  await expectNoAxeViolations(page);
  await join.getByLabel("Celular").fill("310 555 1234");
  await join.getByRole("button", { name: "Unirme a la lista de espera (3 personas)" }).click();

  await expect(page).toHaveURL(new RegExp(`^${brandUrl(FOGON, "/waitlist/")}\\d+/[\\w-]+$`));
  await expect(page.getByText("Tu lugar en la fila")).toBeVisible();
  await expect(page.locator("[data-waitlist-position]")).toHaveText(/^\d+$/);
  await expect(page.getByText(/^Espera aproximada: \d+ min$/)).toBeVisible();
  await expect(page.getByText("Familia Rojas · 3 personas")).toBeVisible();
  await expectNoAxeViolations(page);

  // the host frees table 5 for this party: the page says so without a reload
  const id = Number(new URL(page.url()).pathname.split("/")[2]);
  const seated = await request.post(`${serverUrl}/api/v1/operator/waitlist/seat`, { headers: operatorHeaders(FOGON), data: { supplier: "usaquen", place: "5", entry_id: id } });
  expect(seated.status()).toBe(200);
  await expect(page.getByRole("heading", { name: "¡Tu mesa está lista! Mesa 5" })).toBeVisible({ timeout: 6_000 });
  await expect(page.getByRole("heading", { name: "¡Tu mesa está lista! Mesa 5" })).toBeFocused();
  await expectNoAxeViolations(page);

  // one tap and the diner is at the table's menu, with its live tab
  await page.getByRole("link", { name: "Ver la carta de mi mesa" }).click();
  await expect(page).toHaveURL(new RegExp(`^${brandUrl(FOGON, "/usaquen\\?service=on_table&table=")}[\\w-]+$`));
  await expect(page.getByRole("region", { name: /Mesa 5/ })).toBeVisible();
});

test("rate a visit the restaurant confirmed: 1 to 10 and a comment, once", async ({ page, request }) => {
  const host = { host: new URL(brandUrl(FOGON)).host };
  const booked = await request.post(`${serverUrl}/api/v1/bookings`, {
    headers: host,
    data: { supplier: "chapinero", date: await tomorrowAtChapinero(page), time: "13:00", persons: 2, terms_accepted: true, contact: { name: "Luis Gómez", phone: "3001234567", email: "luis@example.co", document_type: "cc", document_number: "1020304050" } },
  });
  expect(booked.status()).toBe(201);
  const { booking, access_token } = await booked.json();
  // the party came: the restaurant confirms the visit
  const confirmed = await request.patch(`${serverUrl}/api/v1/operator/bookings/${booking.id}`, { headers: operatorHeaders(FOGON), data: { status: "confirmed" } });
  expect(confirmed.status()).toBe(200);

  await page.goto(brandUrl(FOGON, `/book_info/${booking.id}/${access_token}`));
  await page.getByRole("link", { name: "Califica tu visita" }).click();
  await expect(page).toHaveURL(brandUrl(FOGON, `/rate/${booking.id}/${access_token}`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("¿Cómo estuvo tu visita a El Fogón Andino · Chapinero?");
  await page.getByLabel("Cuéntanos más (opcional)").fill("La bandeja paisa, excelente.");
  await page.getByRole("button", { name: "Enviar calificación" }).click();
  await expect(page.getByText("Elige una calificación del 1 al 10.")).toBeVisible();
  await expect(page.getByLabel("Cuéntanos más (opcional)")).toHaveValue("La bandeja paisa, excelente.");
  await expectNoAxeViolations(page);
  await page.getByRole("radio", { name: "9", exact: true }).check();
  await page.getByRole("button", { name: "Enviar calificación" }).click();
  await expect(page.getByText("¡Gracias! Calificaste tu visita con 9/10.")).toBeVisible();
  await expectNoAxeViolations(page);

  // the link rated once stays rated
  await page.reload();
  await expect(page.locator("[data-booking-rating]")).toHaveAttribute("data-booking-rating", "9");
});

/** Tomorrow at the demo's Chapinero, as its booking form offers it. */
async function tomorrowAtChapinero(page: Page): Promise<string> {
  await page.goto(brandUrl(FOGON, "/chapinero/reservar"));
  await page.getByLabel("Día").selectOption({ index: 1 });
  return page.getByLabel("Día").inputValue();
}

test("the booking popup books from inside the brand's other site, and only its own sites may frame it", async ({ page, request }) => {
  const popup = (slug: string) => brandUrl(slug, "/reservarpopup/chapinero");
  // two plain pages on other origins (the brand's blog, and a site the brand never listed) frame the popup
  const [blog, stranger] = await Promise.all([siteFraming("El blog del Fogón", popup("fogon-embebido")), siteFraming("Otro sitio", popup("fogon-embebido"))]);
  try {
    const brand = demoBrandFile(FOGON);
    brand.instance = { ...brand.instance, slug: "fogon-embebido", embed_origins: [blog.origin] };
    brand.domains = [];
    expect((await importBrandFile(brand)).code).toBe(0);

    // on the blog, the diner books without leaving it
    await page.goto(blog.origin);
    const frame = page.frameLocator('iframe[title="Reservar una mesa"]');
    await expect(frame.getByRole("heading", { level: 1 })).toHaveText("Reserva en El Fogón Andino · Chapinero");
    await expect(frame.getByRole("banner")).toHaveCount(0); // the form alone, no storefront header
    await frame.getByLabel("Día").selectOption({ index: 1 });
    await frame.getByRole("radio", { name: "20:00" }).check();
    await frame.getByLabel("Nombre completo").fill("Ana Pérez");
    await frame.getByLabel("Celular").fill("300 123 4567");
    await frame.getByLabel("Correo electrónico").fill("ana@example.co");
    await frame.getByLabel("Tipo de documento").selectOption("cc");
    await frame.getByLabel("Número de documento").fill("1020304050");
    await frame.getByLabel(/Acepto los términos/).check();
    await frame.getByRole("button", { name: "Reservar a las 20:00 para 2 personas" }).click();
    await expect(frame.getByRole("heading", { name: /^¡Listo! Tu reserva #\d+$/ })).toBeFocused();
    const link = frame.getByRole("link", { name: "Ver, cambiar o cancelar mi reserva" });
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("href", /^\/book_info\/\d+\/[\w-]+$/);

    // the headers: the popup names the brand's sites; every other page stays unframeable by anyone else
    const host = { host: new URL(brandUrl("fogon-embebido")).host };
    const popupHeaders = (await request.get(`${serverUrl}/reservarpopup/chapinero`, { headers: host })).headers();
    expect(popupHeaders["content-security-policy"]).toContain(`frame-ancestors 'self' ${blog.origin}`);
    expect(popupHeaders["x-frame-options"]).toBeUndefined();
    expect((await request.get(`${serverUrl}/chapinero/reservar`, { headers: host })).headers()["x-frame-options"]).toBe("SAMEORIGIN");

    // a site the file does not list gets no form: the browser refuses to draw the frame
    await page.goto(stranger.origin);
    await expect.poll(() => page.frames().some((f) => f.url().startsWith("chrome-error:"))).toBe(true);

    // the popup on its own passes axe
    await page.goto(popup("fogon-embebido"));
    await expectNoAxeViolations(page);
  } finally {
    blog.server.close();
    stranger.server.close();
  }
});

test("a cover paid in advance: the booking waits for it, the diner pays at the gateway and comes back to a secured booking", async ({ page }) => {
  const slug = "fogon-anticipo";
  const brand = demoBrandFile(FOGON);
  brand.instance = { ...brand.instance, slug };
  brand.domains = [];
  const chapinero = brand.branches.find((branch: { slug: string }) => branch.slug === "chapinero");
  chapinero.booking = { ...chapinero.booking, cover: { amount: 40000, prepaid: true } };
  expect((await importBrandFile(brand)).code).toBe(0);

  await page.goto(brandUrl(slug, "/chapinero/reservar"));
  await expect(page.locator("[data-cover]")).toHaveText("Cover: $ 40.000 por la mesa. Se paga por adelantado, en línea, al reservar: tu reserva queda asegurada cuando lo pagues.");
  await page.getByLabel("Día").selectOption({ index: 1 });
  await page.getByRole("radio", { name: "20:00" }).check();
  await fillContact(page);
  await page.getByLabel(/Acepto los términos/).check();
  await page.getByRole("button", { name: "Reservar a las 20:00 para 2 personas" }).click();
  await expect(page.locator("[data-booking-status]")).toHaveAttribute("data-booking-status", "pending");
  const bookingPage = page.url();
  await expectNoAxeViolations(page);

  await page.getByRole("link", { name: "Pagar el cover · $ 40.000" }).click();
  await payByCard(page, "4242 4242 4242 4242");
  await expect(page).toHaveURL(new RegExp(`^${bookingPage}`), { timeout: 15_000 });
  await expect(page.locator("[data-booking-status]")).toHaveAttribute("data-booking-status", "approved");
  await expect(page.locator("[data-booking-cover]")).toHaveText("$ 40.000 · Pagado");
  await expect(page.locator("[data-cover-due]")).toHaveCount(0);
});

/** A plain HTML page on its own origin (a local port) that frames `src`, as a brand's other site would. */
async function siteFraming(title: string, src: string): Promise<{ origin: string; server: Server }> {
  const html = `<!doctype html><html lang="es"><head><title>${title}</title></head><body><main><h1>${title}</h1><iframe title="Reservar una mesa" src="${src}" width="412" height="900"></iframe></main></body></html>`;
  const server = createServer((_, response) => response.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(html));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}
