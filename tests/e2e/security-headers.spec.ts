import { expect, type Page } from "@playwright/test";
import { test } from "./hydrated";
import { brandUrl, deliverToChapinero, orderPage, orderPicadaByCard, payByCard, serverUrl } from "./support";

/** Every CSP violation the page reports, in the console or as a DOM event, across its navigations. */
async function watchCspViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.exposeBinding("__reportCspViolation", (_source, report: string) => void violations.push(report));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      (window as unknown as { __reportCspViolation: (report: string) => void }).__reportCspViolation(`${event.violatedDirective} ${event.blockedURI} at ${event.documentURI}`);
    });
  });
  return violations;
}

const directive = (csp: string | undefined, name: string) => csp?.split("; ").find((d) => d.startsWith(`${name} `));

test.describe("security headers", () => {
  test("every page's headers: CSP, nosniff, referrer, permissions; the sandbox card page runs by nonce", async ({ request }) => {
    const host = new URL(brandUrl("fogon-andino")).host;
    const landing = await request.get(`${serverUrl}/`, { headers: { host } });
    const headers = landing.headers();
    expect(directive(headers["content-security-policy"], "script-src")).toBe("script-src 'self' 'unsafe-inline'");
    expect(directive(headers["content-security-policy"], "object-src")).toBe("object-src 'none'");
    // the deployment's sandbox first; brands may have their own Wompi account here (PAYMENT_SECRETS_KEY), so Wompi's
    // checkout too (WOMPI_CHECKOUT_URL: its stand-in, scripts/e2e-server.mjs)
    expect(directive(headers["content-security-policy"], "form-action")).toMatch(/^form-action 'self' http:\/\/pay\.localhost:\d+ http:\/\/127\.0\.0\.1:\d+$/);
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin");
    expect(headers["permissions-policy"]).toBe("geolocation=(self), camera=(), microphone=()");
    expect(headers["strict-transport-security"]).toBeUndefined();

    const script = (await request.get(`${serverUrl}/_next/static/not-there.js`, { headers: { host } })).headers();
    expect(script["x-content-type-options"]).toBe("nosniff");

    const sandbox = await request.get(`${serverUrl}/p?lang=es`, { headers: { host: host.replace("fogon-andino", "pay") } });
    const csp = sandbox.headers()["content-security-policy"];
    const nonce = /'nonce-([^']+)'/.exec(csp ?? "")?.[1];
    expect(nonce).toBeDefined();
    // Next put the request's nonce on its own scripts, so the page runs under the strict policy.
    expect(await sandbox.text()).toContain(`nonce="${nonce}"`);
    expect(sandbox.headers()["referrer-policy"]).toBe("no-referrer");
  });

  test("the main journey breaks no CSP rule: landing, location map, menu, cart, precheckout, card page, order page", async ({ page }) => {
    const violations = await watchCspViolations(page);
    await deliverToChapinero(page); // the landing, and the location page with its map
    await orderPicadaByCard(page); // the cart on the way, and the precheckout
    await payByCard(page, "4242 4242 4242 4242");
    await orderPage(page);
    await expect(page.locator("[data-payment-state]")).toHaveAttribute("data-payment-state", "approved");
    expect(violations).toEqual([]);
  });
});
