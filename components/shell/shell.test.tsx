import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { NextIntlClientProvider } from "next-intl";
import type { ReactNode } from "react";
import { BrandStoresProvider, useAppError, useLoading } from "@/lib/client/stores/brand-stores";
import { clientMessages, messagesFor } from "@/lib/i18n/messages";
import { CookiesBanner } from "./cookies-banner";
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
  it("shows until accepted and remembers the answer for this brand only", async () => {
    const first = render(<Shell><CookiesBanner /></Shell>);
    const notice = await screen.findByRole("region", { name: "Aviso de cookies" });
    await userEvent.click(screen.getByRole("button", { name: "Aceptar" }));
    expect(notice).not.toBeInTheDocument();
    first.unmount();

    const again = render(<Shell><CookiesBanner /></Shell>);
    await act(async () => {});
    expect(screen.queryByRole("region", { name: "Aviso de cookies" })).not.toBeInTheDocument();
    again.unmount();

    render(<Shell slug="otra-marca"><CookiesBanner /></Shell>);
    expect(await screen.findByRole("region", { name: "Aviso de cookies" })).toBeInTheDocument();
  });
});

function ErrorTrigger() {
  const showError = useAppError((s) => s.showError);
  return <button onClick={() => showError({ key: "cart", message: "No pudimos guardar tu carrito." })}>fallar</button>;
}

describe("ErrorDialog", () => {
  it("opens with the store's message and hides when dismissed", async () => {
    render(<Shell><ErrorTrigger /><ErrorDialog /></Shell>);
    await userEvent.click(screen.getByRole("button", { name: "fallar" }));
    const dialog = screen.getByRole("alertdialog", { name: "Algo salió mal" });
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
