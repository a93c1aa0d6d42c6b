import { RATE_LIMITS } from "@/lib/domain/http/rate-limits";
import { importBrand } from "@/lib/server/brands/import-brand";
import { brand } from "@/tests/factories/brand";
import { params } from "@/tests/helpers/requests";
import { withTestDatabase } from "@/tests/helpers/test-database";
import { GET } from "./route";

const db = withTestDatabase();

beforeAll(async () => {
  await importBrand(db.current.db, brand("limites"));
});

const goPay = (client: string, locale = "es") =>
  GET(
    new Request("http://limites.localhost/centro/webcheckout/424242?token=x%22%3E%3Cscript%3E", { headers: { host: "limites.localhost", "x-forwarded-for": client } }),
    params({ instance: "limites", locale, supplier_id: "centro", order_id: "424242" }),
  );

describe("GET /{supplier_id}/webcheckout/{order_id} under a flood", () => {
  it("sends the diner on until the client's budget is spent, then answers a translated 429 page linking back to the order", async () => {
    const { points, seconds } = RATE_LIMITS.webcheckout;
    for (let i = 0; i < points; i++) expect((await goPay("192.0.2.20")).status).toBe(303);
    const refused = await goPay("192.0.2.20", "en");
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter >= 1 && retryAfter <= seconds).toBe(true);
    expect(refused.headers.get("content-type")).toMatch(/^text\/html/);
    const page = await refused.text();
    expect(page).toContain('<html lang="en">');
    expect(page).toContain("<h1>Too many attempts. Wait a moment and try again.</h1>");
    // The order page's link, in the language asked for, with the caller's token escaped rather than written into the page.
    expect(page).toContain('<a href="http://limites.localhost/centro/order/424242?token=x%22%3E%3Cscript%3E&amp;lang=en">Back to your order</a>');
    expect((await goPay("192.0.2.21")).status).toBe(303);
  });
});

describe("GET /{supplier_id}/webcheckout/{order_id} for an order it cannot pay", () => {
  it("sends the diner back to the order page in the language they asked in: its ?lang=, none for the brand's own", async () => {
    const english = await goPay("192.0.2.30", "en");
    expect(english.status).toBe(303);
    expect(english.headers.get("location")).toBe("http://limites.localhost/centro/order/424242?token=x%22%3E%3Cscript%3E&lang=en&notice=not_found");
    const spanish = await goPay("192.0.2.31", "es");
    expect(spanish.headers.get("location")).toBe("http://limites.localhost/centro/order/424242?token=x%22%3E%3Cscript%3E&notice=not_found");
  });
});
