import { contentSecurityPolicy, originOf, securityHeaders, servedOverHttps } from "./security-headers";

const origins = { formAction: ["https://checkout.wompi.co"], connect: ["https://o1.ingest.sentry.io"] };

describe("contentSecurityPolicy", () => {
  it("lets a brand's storefront load its pixels' scripts and reach their hosts, nothing more", () => {
    const csp = contentSecurityPolicy({ kind: "storefront" }, { ...origins, script: ["https://www.googletagmanager.com"], connect: [...origins.connect, "https://www.google-analytics.com"] });
    expect(csp).toContain("script-src 'self' 'unsafe-inline' https://www.googletagmanager.com;");
    expect(csp).toContain("connect-src 'self' https://o1.ingest.sentry.io https://www.google-analytics.com;");
    // a payment page never runs third-party scripts, whatever the brand has
    expect(contentSecurityPolicy({ kind: "payment", nonce: "abc" }, { ...origins, script: ["https://www.googletagmanager.com"] })).not.toContain("googletagmanager");
  });

  it("lets cached storefront pages run their own and Next's inline scripts, and nothing from elsewhere", () => {
    const csp = contentSecurityPolicy({ kind: "storefront" }, origins);
    expect(csp).toContain("script-src 'self' 'unsafe-inline';");
    expect(csp).not.toContain("unsafe-eval");
    expect(csp).toContain("form-action 'self' https://checkout.wompi.co;");
    expect(csp).toContain("connect-src 'self' https://o1.ingest.sentry.io;");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toMatch(/frame-ancestors 'self'$/);
  });

  it("runs a payment page's scripts only by its nonce, and lets no one frame it", () => {
    const csp = contentSecurityPolicy({ kind: "payment", nonce: "abc" }, origins);
    expect(csp).toContain("script-src 'nonce-abc' 'strict-dynamic';");
    expect(csp.split("; ").find((d) => d.startsWith("script-src"))).not.toContain("unsafe-inline");
    expect(csp).toMatch(/frame-ancestors 'none'$/);
  });

  it("lets the brand's own sites frame an embeddable page (the booking popup), and no other", () => {
    const csp = contentSecurityPolicy({ kind: "embeddable", ancestors: ["https://fogonandino.co", "http://localhost:8080"] }, origins);
    expect(csp).toContain("script-src 'self' 'unsafe-inline';");
    expect(csp).toMatch(/frame-ancestors 'self' https:\/\/fogonandino.co http:\/\/localhost:8080$/);
    expect(securityHeaders({ kind: "embeddable", ancestors: [] }, true)).not.toHaveProperty("x-frame-options");
    expect(securityHeaders({ kind: "storefront" }, true)["x-frame-options"]).toBe("SAMEORIGIN");
  });

  it("allows eval only in development", () => {
    expect(contentSecurityPolicy({ kind: "storefront" }, origins, true)).toContain("script-src 'self' 'unsafe-inline' 'unsafe-eval';");
  });
});

describe("securityHeaders", () => {
  it("sends HSTS only over https", () => {
    expect(securityHeaders({ kind: "storefront" }, true)["strict-transport-security"]).toBe("max-age=31536000");
    expect(securityHeaders({ kind: "storefront" }, false)["strict-transport-security"]).toBeUndefined();
  });

  it("keeps order tokens out of Referer: only the origin from storefront pages, nothing from payment pages", () => {
    expect(securityHeaders({ kind: "storefront" }, false)["referrer-policy"]).toBe("strict-origin");
    expect(securityHeaders({ kind: "payment", nonce: "n" }, false)["referrer-policy"]).toBe("no-referrer");
  });

  it("allows geolocation to the page itself and no camera or microphone", () => {
    expect(securityHeaders({ kind: "storefront" }, false)["permissions-policy"]).toBe("geolocation=(self), camera=(), microphone=()");
  });
});

describe("servedOverHttps", () => {
  it("believes the first forwarded protocol, else the connection's", () => {
    expect(servedOverHttps("https", "http:")).toBe(true);
    expect(servedOverHttps("https, http", "http:")).toBe(true);
    expect(servedOverHttps("http", "https:")).toBe(false);
    expect(servedOverHttps(null, "https:")).toBe(true);
    expect(servedOverHttps(null, "http:")).toBe(false);
  });
});

describe("originOf", () => {
  it("answers an absolute URL's origin and nothing for a missing or malformed one", () => {
    expect(originOf("https://key@o1.ingest.sentry.io/42")).toEqual(["https://o1.ingest.sentry.io"]);
    expect(originOf(undefined)).toEqual([]);
    expect(originOf("not a url")).toEqual([]);
  });
});
