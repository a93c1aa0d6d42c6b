import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { NextIntlClientProvider } from "next-intl";
import type { ReactNode } from "react";
import { BrandStoresProvider, useAppError, useLoading } from "@/lib/client/stores/brand-stores";
import { clientMessages, messagesFor } from "@/lib/i18n/messages";
import { brandTranslator } from "@/lib/i18n/translator";
import { CookiesBanner } from "./cookies-banner";
import { COOKIES_ACCEPTED_ATTRIBUTE, cookiesConsentScript } from "./cookies-consent-script";
import { ErrorDialog } from "./error-dialog";
import { LoadingSplash } from "./loading-splash";

// jsdom has <dialog> but not its modal methods; these follow the HTML spec's effect on `open`.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.open = false;
    this.dispatchEvent(new Event("close"));
  };
});

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
});

function Waiter({ onReady }: { onReady: (start: () => () => void) => void }) {
  onReady(useLoading((s) => s.start));
  return null;
}

describe("LoadingSplash", () => {
  it("stays while any caller still waits, and each caller ends only its own wait", () => {
    let start!: () => () => void;
    render(<Shell><Waiter onReady={(s) => (start = s)} /><LoadingSplash /></Shell>);
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
    let first!: () => void;
    let second!: () => void;
    act(() => {
      first = start();
      second = start();
    });
    expect(screen.getByRole("status")).toHaveTextContent("Cargando…");
    act(() => {
      first();
      first();
    });
    expect(screen.getByRole("status")).toBeInTheDocument();
    act(() => second());
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
  });
});
