import { NextRequest } from "next/server";
import { importBrand } from "@/lib/server/brands/import-brand";
import { brand } from "@/tests/factories/brand";
import { withTestDatabase } from "@/tests/helpers/test-database";
import { proxy } from "./proxy";

const db = withTestDatabase();

beforeAll(async () => {
  await importBrand(db.current.db, brand("abierta"));
  const locked = brand("cerrada", { status: "locked" });
  locked.domains = [];
  await importBrand(db.current.db, locked);
});

const request = (url: string, headers: Record<string, string> = {}) =>
  proxy(new NextRequest(url, { headers: { host: new URL(url).host, ...headers } }));

const rewrittenTo = (response: Response) => {
  const target = response.headers.get("x-middleware-rewrite");
  return target ? new URL(target).pathname + new URL(target).search : null;
};

describe("proxy", () => {
  it("rewrites a brand's public URL to its internal brand and locale segments", async () => {
    expect(rewrittenTo(await request("http://abierta.localhost:3000/centro/precheckout?service=delivery"))).toBe("/abierta/es/centro/precheckout?service=delivery");
    expect(rewrittenTo(await request("http://abierta.localhost:3000/"))).toBe("/abierta/es");
  });

  it("maps the sandbox gateway's host to its own pages only, in the language the merchant asked for", async () => {
    const checkout = await request("http://pay.localhost:3000/p?reference=1-abc&lang=en");
    expect(rewrittenTo(checkout)).toBe("/sandbox-pay/p?reference=1-abc&lang=en");
    expect(checkout.headers.get("x-middleware-request-x-comanda-locale")).toBe("en");
    expect(checkout.headers.get("x-middleware-request-x-comanda-instance")).toBeNull();
    expect((await request("http://pay.localhost:3000/api/transactions", { "x-comanda-locale": "pt" })).headers.get("x-middleware-request-x-comanda-locale")).toBe("es");
    // on a brand's host the sandbox's pages are just another unknown path of that brand
    expect(rewrittenTo(await request("http://abierta.localhost/sandbox-pay/p"))).toBe("/abierta/es/sandbox-pay/p");
  });

  it("lets gateway events through to their route without any brand", async () => {
    const event = await request("http://127.0.0.1:3000/api/payments/events/sandbox");
    expect(event.headers.get("x-middleware-next")).toBe("1");
    expect(event.headers.get("x-middleware-request-x-comanda-instance")).toBeNull();
  });

  it("serves a brand on its custom domain", async () => {
    expect(rewrittenTo(await request("http://pedidos.abierta.co/"))).toBe("/abierta/es");
  });

  it("prefixes internal-looking paths too, so another brand's pages can never be reached", async () => {
    expect(rewrittenTo(await request("http://abierta.localhost/cerrada/es/centro"))).toBe("/abierta/es/cerrada/es/centro");
  });

  it("renders a page in its URL's language alone: neither a cookie nor the browser's preference change its bytes", async () => {
    expect(rewrittenTo(await request("http://abierta.localhost/?lang=en"))).toBe("/abierta/en?lang=en");
    expect(rewrittenTo(await request("http://abierta.localhost/", { "accept-language": "en-US,en;q=0.9", cookie: "lang=en" }))).toBe("/abierta/es");
    expect(rewrittenTo(await request("http://abierta.localhost/centro/orders/5?token=x", { cookie: "lang=en" }))).toBe("/abierta/es/centro/orders/5?token=x");
    expect((await request("http://abierta.localhost/?lang=en")).headers.get("set-cookie")).toBeNull();
    // an API call may still answer in the diner's language (its answers are private)
    const api = await request("http://abierta.localhost/api/v1/menu/centro/take_away.json", { "accept-language": "en" });
    expect(api.headers.get("x-middleware-request-x-comanda-locale")).toBe("en");
  });

  it("renders a menu screen for the service its URL names, else the branch's first, whatever the cookie says", async () => {
    const response = await request("http://abierta.localhost/centro?service=on_table", { cookie: "service=delivery" });
    expect(rewrittenTo(response)).toBe("/abierta/es/centro/menu/on_table?service=on_table");
    expect(response.headers.get("set-cookie")).toBeNull();
    expect(rewrittenTo(await request("http://abierta.localhost/centro/view/12?service=room_service"))).toBe("/abierta/es/centro/menu/room_service/view/12?service=room_service");
    expect(rewrittenTo(await request("http://abierta.localhost/centro/md", { cookie: "service=take_away" }))).toBe("/abierta/es/centro/menu/default/md");
    expect(rewrittenTo(await request("http://abierta.localhost/centro/12"))).toBe("/abierta/es/centro/menu/default/12");
    expect(rewrittenTo(await request("http://abierta.localhost/centro/precheckout", { cookie: "service=take_away" }))).toBe("/abierta/es/centro/precheckout");
  });

  it("renders product §2's service menus for their own service", async () => {
    const response = await request("http://abierta.localhost/centro/menu-digital?table=abc", { cookie: "service=delivery" });
    expect(rewrittenTo(response)).toBe("/abierta/es/centro/menu/on_table?table=abc");
    expect(rewrittenTo(await request("http://abierta.localhost/centro/grab-and-go"))).toBe("/abierta/es/centro/menu/grab_and_go");
    expect(rewrittenTo(await request("http://abierta.localhost/centro/menu-digital/my-order/4"))).toBe("/abierta/es/centro/menu-digital/my-order/4");
  });

  it("sends a bare /{branch} once to the URL of the diner's remembered service and language, kept by no shared cache", async () => {
    const remembered = await request("http://abierta.localhost/centro?utm_source=ig", { cookie: "service=delivery; lang=en" });
    expect(remembered.status).toBe(307);
    expect(remembered.headers.get("location")).toBe("http://abierta.localhost/centro?utm_source=ig&service=delivery&lang=en");
    expect(remembered.headers.get("cache-control")).toBe("private, no-store");
    // the URL it sends to is a page, whatever the cookies; so is a bare branch without any choice to remember
    expect(rewrittenTo(await request("http://abierta.localhost/centro?utm_source=ig&service=delivery&lang=en", { cookie: "service=delivery; lang=en" }))).toBe(
      "/abierta/en/centro/menu/delivery?utm_source=ig&service=delivery&lang=en",
    );
    expect(rewrittenTo(await request("http://abierta.localhost/centro"))).toBe("/abierta/es/centro/menu/default");
    expect(rewrittenTo(await request("http://abierta.localhost/centro", { cookie: "service=teleport; lang=es" }))).toBe("/abierta/es/centro/menu/default");
    // a language the brand does not offer is no choice
    expect(rewrittenTo(await request("http://abierta.localhost/centro", { cookie: "lang=fr" }))).toBe("/abierta/es/centro/menu/default");
  });

  it("takes no service choice from an API call's query", async () => {
    const response = await request("http://abierta.localhost/api/upselling_products.json?supplier_id=centro&service=on_table");
    expect(response.headers.get("set-cookie")).toBeNull();
  });

  it("sends every page of a locked brand to /inactive-instance", async () => {
    const response = await request("http://cerrada.localhost/centro");
    expect(response.status).toBe(307);
    expect(new URL(response.headers.get("location")!).pathname).toBe("/inactive-instance");
    expect(rewrittenTo(await request("http://cerrada.localhost/inactive-instance"))).toBe("/cerrada/es/inactive-instance");
  });

  it("redirects to the host the diner used, not the address the server was reached at", async () => {
    const response = await proxy(new NextRequest("http://10.0.0.7:3000/centro", { headers: { host: "cerrada.localhost:8080" } }));
    expect(response.headers.get("location")).toBe("http://cerrada.localhost:8080/inactive-instance");
  });

  it("sends an active brand's /inactive-instance back to its landing", async () => {
    const response = await request("http://abierta.localhost/inactive-instance");
    expect(response.status).toBe(307);
    expect(new URL(response.headers.get("location")!).pathname).toBe("/");
  });

  it("answers an unknown host with a translated 404 page", async () => {
    const response = await request("http://nadie.localhost/", { "accept-language": "en" });
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("No brand lives at this address");
  });

  it("answers the API of an unknown host with a JSON 404 and of a locked brand with 423", async () => {
    const unknown = await request("http://nadie.localhost/api/config.json");
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).error.code).toBe("unknown_instance");
    expect((await request("http://cerrada.localhost/api/v1/menu/centro/delivery.json")).status).toBe(423);
    expect((await request("http://cerrada.localhost/api/config.json")).status).toBe(200);
  });

  it("replaces a client-sent copy of the internal brand header", async () => {
    const response = await request("http://abierta.localhost/api/config.json", { "x-comanda-instance": "cerrada" });
    expect(response.headers.get("x-middleware-request-x-comanda-instance")).toBe("abierta");
  });

  it("lets public files through untouched", async () => {
    const response = await request("http://abierta.localhost/demo/fogon-andino/logo.svg");
    expect(rewrittenTo(response)).toBeNull();
    expect(response.headers.get("x-middleware-next")).toBe("1");
  });

  describe("security headers", () => {
    const directive = (response: Response, name: string) =>
      response.headers.get("content-security-policy")?.split("; ").find((d) => d.startsWith(`${name} `));

    it("puts them on every kind of response: pages, API, redirects, unknown hosts and public files", async () => {
      const responses = await Promise.all(
        ["http://abierta.localhost/centro", "http://abierta.localhost/api/config.json", "http://cerrada.localhost/centro", "http://nadie.localhost/", "http://nadie.localhost/api/config.json", "http://abierta.localhost/demo/x.svg", "http://127.0.0.1:3000/api/health"].map((url) => request(url)),
      );
      for (const response of responses) {
        expect(directive(response, "object-src")).toBe("object-src 'none'");
        expect(directive(response, "base-uri")).toBe("base-uri 'self'");
        expect(directive(response, "frame-ancestors")).toBe("frame-ancestors 'self'");
        expect(directive(response, "script-src")).toBe("script-src 'self' 'unsafe-inline'");
        expect(response.headers.get("x-content-type-options")).toBe("nosniff");
        expect(response.headers.get("referrer-policy")).toBe("strict-origin");
        expect(response.headers.get("permissions-policy")).toBe("geolocation=(self), camera=(), microphone=()");
        expect(response.headers.get("strict-transport-security")).toBeNull();
      }
    });

    it("marks a diner's private pages noindex and sends no Referer from them", async () => {
      const booking = await request("http://abierta.localhost/book_info/12/abcdefghijklmnopqrstuvwxyz012345");
      expect([booking.headers.get("referrer-policy"), booking.headers.get("x-robots-tag")]).toEqual(["no-referrer", "noindex"]);
      const menu = await request("http://abierta.localhost/centro");
      expect([menu.headers.get("referrer-policy"), menu.headers.get("x-robots-tag")]).toEqual(["strict-origin", null]);
    });

    it("lets forms reach the sandbox gateway on the diner's port", async () => {
      expect(directive(await request("http://abierta.localhost:3000/centro/precheckout"), "form-action")).toBe("form-action 'self' http://pay.localhost:3000");
      // behind a TLS-terminating proxy the diner is sent to the sandbox over https
      const secure = await request("http://abierta.localhost:3000/centro/precheckout", { "x-forwarded-proto": "https" });
      expect(directive(secure, "form-action")).toBe("form-action 'self' https://pay.localhost:3000");
    });

    it("over https (behind a proxy that says so) adds HSTS", async () => {
      const secure = await request("http://abierta.localhost/centro?service=delivery&lang=en", { "x-forwarded-proto": "https" });
      expect(secure.headers.get("strict-transport-security")).toBe("max-age=31536000");
      expect((await request("http://abierta.localhost/centro?service=delivery")).headers.get("strict-transport-security")).toBeNull();
    });

    it("gives the sandbox's card page a fresh nonce that Next also reads from the request, and no framing or referrer", async () => {
      const [first, second] = await Promise.all([request("http://pay.localhost:3000/p?lang=es"), request("http://pay.localhost:3000/p?lang=es")]);
      const script = directive(first, "script-src");
      expect(script).toMatch(/^script-src 'nonce-[A-Za-z0-9+/]{22}==' 'strict-dynamic'$/);
      expect(directive(second, "script-src")).not.toBe(script);
      expect(first.headers.get("x-middleware-request-content-security-policy")).toBe(first.headers.get("content-security-policy"));
      expect(directive(first, "frame-ancestors")).toBe("frame-ancestors 'none'");
      expect(first.headers.get("referrer-policy")).toBe("no-referrer");
    });

    it("drops a client-sent CSP request header on brand hosts, so no page renders with a nonce the client chose", async () => {
      const response = await request("http://abierta.localhost/centro", { "content-security-policy": "script-src 'nonce-chosen'" });
      expect(response.headers.get("x-middleware-request-content-security-policy")).toBeNull();
    });
  });
});
