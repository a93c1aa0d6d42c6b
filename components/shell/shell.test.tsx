import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { NextIntlClientProvider } from "next-intl";
import type { ReactNode } from "react";
import { BrandStoresProvider, useAppError, useLoading } from "@/lib/client/stores/brand-stores";
import type { AppErrorState } from "@/lib/client/stores/app-error-store";
import { clientMessages, messagesFor } from "@/lib/i18n/messages";
import { brandTranslator } from "@/lib/i18n/translator";
import { CookiesBanner } from "./cookies-banner";
import { COOKIES_ACCEPTED_ATTRIBUTE, cookiesConsentScript } from "./cookies-consent-script";
import { LandingEffects } from "@/components/landing/landing-effects";
import { ErrorDialog } from "./error-dialog";
import { LoadingSplash } from "./loading-splash";

beforeEach(() => localStorage.clear());

function Shell({ slug = "casa", children }: { slug?: string; children: ReactNode }) {
  return (
    <NextIntlClientProvider locale="es" messages={clientMessages(messagesFor("es", "CO"))}>
      <BrandStoresProvider instanceSlug={slug} currency="COP">{children}</BrandStoresProvider>
    </NextIntlClientProvider>
  );
}

describe("CookiesBanner", () => {
  const t = brandTranslator({ country_code: "CO" }, "es");
  const html = document.documentElement;
  const runConsentScript = (slug: string) => new Function(cookiesConsentScript(slug))();
  beforeEach(() => html.removeAttribute(COOKIES_ACCEPTED_ATTRIBUTE));

  it("is rendered without the device's answer, and accepting marks the page and remembers it for this brand only", async () => {
    render(<Shell><CookiesBanner t={t} /></Shell>);
    const notice = screen.getByRole("region", { name: "Aviso de cookies" });
    expect(notice).toHaveTextContent("Usamos cookies");
    expect(html).not.toHaveAttribute(COOKIES_ACCEPTED_ATTRIBUTE);
    await userEvent.click(screen.getByRole("button", { name: "Aceptar" }));
    expect(html).toHaveAttribute(COOKIES_ACCEPTED_ATTRIBUTE);

    // the next page's <head> script reads the answer before anything paints
    html.removeAttribute(COOKIES_ACCEPTED_ATTRIBUTE);
    runConsentScript("casa");
    expect(html).toHaveAttribute(COOKIES_ACCEPTED_ATTRIBUTE);
    html.removeAttribute(COOKIES_ACCEPTED_ATTRIBUTE);
    runConsentScript("otra-marca");
    expect(html).not.toHaveAttribute(COOKIES_ACCEPTED_ATTRIBUTE);
  });

  it("marks the page from the saved answer once it is read, should the <head> script not have run", async () => {
    localStorage.setItem("comanda:casa:legal", JSON.stringify({ state: { check_cookies: true }, version: 0 }));
    render(<Shell><CookiesBanner t={t} /></Shell>);
    await waitFor(() => expect(html).toHaveAttribute(COOKIES_ACCEPTED_ATTRIBUTE));
  });

  it("leaves the banner shown when the saved state cannot be read", () => {
    localStorage.setItem("comanda:casa:legal", "{not json");
    expect(() => runConsentScript("casa")).not.toThrow();
    expect(html).not.toHaveAttribute(COOKIES_ACCEPTED_ATTRIBUTE);
  });
});

function ErrorTrigger() {
  const showError = useAppError((s) => s.showError);
  return <button onClick={() => showError({ key: "cart", message: "No pudimos guardar tu carrito." })}>fallar</button>;
}

describe("ErrorDialog", () => {
  it("is not rendered before an error, opens with the store's message once its code is in, and hides when dismissed", async () => {
    render(<Shell><ErrorTrigger /><ErrorDialog /></Shell>);
    expect(screen.queryByRole("alertdialog", { hidden: true })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "fallar" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Algo salió mal" });
    expect(dialog).toHaveAttribute("open");
    expect(dialog).toHaveTextContent("No pudimos guardar tu carrito.");
    expect(dialog).toHaveAttribute("data-error-key", "cart");
    await userEvent.click(screen.getByRole("button", { name: "Entendido", hidden: true }));
    expect(dialog).not.toHaveAttribute("open");
  });

  it("says a known key's translated text, titled by its icon, and a generic text for any other key", async () => {
    function Raise({ error }: { error: Parameters<AppErrorState["showError"]>[0] }) {
      const showError = useAppError((s) => s.showError);
      return <button onClick={() => showError(error)}>fallar</button>;
    }
    const { unmount } = render(<Shell><Raise error={{ key: "menuCache.save_products", icon: "warning" }} /><ErrorDialog /></Shell>);
    await userEvent.click(screen.getByRole("button", { name: "fallar" }));
    expect(await screen.findByRole("alertdialog", { name: "Atención" })).toHaveTextContent("No pudimos guardar los productos del menú en este dispositivo.");
    unmount();
    render(<Shell><Raise error={{ key: "nothing.known" }} /><ErrorDialog /></Shell>);
    await userEvent.click(screen.getByRole("button", { name: "fallar" }));
    expect(await screen.findByRole("alertdialog", { name: "Algo salió mal" })).toHaveTextContent("No pudimos completar la acción. Inténtalo de nuevo.");
  });
});

function Holder({ onReady }: { onReady: (hold: () => () => void) => void }) {
  onReady(useLoading((s) => s.hold));
  return null;
}

describe("LoadingSplash (product §4, §2)", () => {
  afterEach(() => jest.useRealTimers());

  it("is in the first render — the server's HTML — and goes once the device's saved state is read", async () => {
    render(<Shell><LoadingSplash /></Shell>);
    // the first paint already says the app is starting; the bar sits over the top edge, hiding nothing
    expect(screen.getByRole("progressbar", { name: "Cargando…" })).toHaveClass("loading-bar");
    await waitFor(() => expect(screen.queryByRole("progressbar")).not.toBeInTheDocument());
  });

  it("stays while any part of the start still holds it, and each part ends only its own hold", async () => {
    let hold!: () => () => void;
    render(<Shell><Holder onReady={(h) => (hold = h)} /><LoadingSplash /></Shell>);
    let first!: () => void;
    let second!: () => void;
    act(() => {
      first = hold();
      second = hold();
    });
    await act(async () => {}); // app start done
    expect(screen.getByRole("progressbar")).toBeInTheDocument();
    act(() => {
      first();
      first();
    });
    expect(screen.getByRole("progressbar")).toBeInTheDocument();
    act(() => second());
    expect(screen.queryByRole("progressbar")).not.toBeInTheDocument();
  });

  it("stays on the landing for the page's first 1.5 s, counted from the page's start", async () => {
    jest.useFakeTimers({ now: 0 });
    jest.advanceTimersByTime(400); // the page took 0.4 s to hydrate
    render(<Shell><LandingEffects /><LoadingSplash /></Shell>);
    await act(async () => {});
    act(() => jest.advanceTimersByTime(1_000));
    expect(screen.getByRole("progressbar")).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(100));
    expect(screen.queryByRole("progressbar")).not.toBeInTheDocument();
  });
});
