import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { BrandStoresProvider } from "@/lib/client/stores/brand-stores";
import { clientMessages, messagesFor } from "@/lib/i18n/messages";
import { cartLine } from "@/tests/factories/menu";
import { tabJson, tabLineJson, tabRoundJson } from "@/tests/factories/tab-json";
import { AtTableAction } from "./at-table-action";

const push = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ push, replace: jest.fn(), refresh: jest.fn() }) }));

const TOKEN = "AbCdEfGhIjKlMnOpQrStUvWx";
const table = { token: TOKEN, kind: "table", code: "5", zone: null, supplierSlug: "centro" };

let tab: ReturnType<typeof tabJson> | null;
let roundAnswer: { status: number; body: unknown } | "network";
let sent: { body: Record<string, unknown>; key: string | null }[];

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  push.mockClear();
  tab = null;
  sent = [];
  roundAnswer = { status: 201, body: { round: tabRoundJson({ number: 1, guest: "Invitado 1" }), tab: tabJson({ id: 9, lines: [tabLineJson({ id: 1, label: "Burger", quantity: 2, unit_price: 12000 })] }) } };
  localStorage.setItem("comanda:casa:cart", JSON.stringify({ state: { supplierSlug: "centro", lines: [cartLine({ quantity: 2 })] }, version: 0 }));
  global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    if (url.endsWith("/rounds")) {
      sent.push({ body: JSON.parse(String(init?.body)), key: new Headers(init?.headers).get("idempotency-key") });
      if (roundAnswer === "network") throw new TypeError("offline");
      const { status, body } = roundAnswer;
      return { ok: status < 300, status, json: async () => body, headers: new Headers() };
    }
    return { ok: true, status: 200, json: async () => ({ tab }), headers: new Headers() };
  }) as unknown as typeof fetch;
});

/** The round's button, once the tab was read (until then the phone does not know whether it joined). */
async function sendButton() {
  const button = await screen.findByRole("button", { name: "Enviar a preparar" });
  await waitFor(() => expect(button).toBeEnabled());
  return button;
}

function renderAction({ place = table, onTableClass = "checkout" }: { place?: typeof table | null; onTableClass?: string } = {}) {
  if (place) sessionStorage.setItem("comanda:casa:on-table", JSON.stringify({ state: { place, guests: tab ? { [tab.id]: "Ana" } : {} }, version: 0 }));
  window.history.replaceState(null, "", "/centro/delivery/order");
  return render(
    <NextIntlClientProvider locale="es" messages={clientMessages(messagesFor("es", "CO"))}>
      <BrandStoresProvider instanceSlug="casa" currency="COP">
        <AtTableAction supplierSlug="centro" onTableClass={onTableClass} service="on_table">
          <button type="button">Continuar</button>
        </AtTableAction>
      </BrandStoresProvider>
    </NextIntlClientProvider>,
  );
}

describe("the cart's action at a table (product §4)", () => {
  it("in checkout mode asks the first-time diner to join, sends the round as 'Invitado 1' and shows the tab", async () => {
    renderAction();
    fireEvent.click(await sendButton());
    const dialog = screen.getByRole("dialog", { name: "Únete al pedido de la mesa 5" });
    await act(async () => fireEvent.click(within(dialog).getByRole("button", { name: "Unirme y enviar a preparar" })));

    expect(sent).toEqual([{ body: { guest: "Invitado 1", lines: [{ product_supplier_id: 12, quantity: 2, options: {} }] }, key: expect.stringMatching(/^[0-9a-f]{32}$/) }]);
    expect(push).toHaveBeenCalledWith(`/centro/menu-digital/my-order/9?table=${TOKEN}`);
    expect(JSON.parse(localStorage.getItem("comanda:casa:cart")!).state.lines).toEqual([]);
    expect(JSON.parse(sessionStorage.getItem("comanda:casa:on-table")!).state.guests).toEqual({ 9: "Invitado 1" });
  });

  it("sends the name the diner typed", async () => {
    renderAction();
    fireEvent.click(await sendButton());
    fireEvent.change(screen.getByLabelText("Tu nombre (opcional)"), { target: { value: "  Lucía " } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Unirme y enviar a preparar" })));
    expect(sent[0]!.body.guest).toBe("Lucía");
  });

  it("sends straight away from a phone that already joined the open tab", async () => {
    tab = tabJson({ id: 9, rounds: [tabRoundJson({ number: 1, guest: "Ana" })] });
    renderAction();
    await act(async () => {});
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Enviar a preparar" })));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(sent[0]!.body.guest).toBe("Ana");
  });

  it("says why a round was refused, and on a lost answer asks to retry with the same key (call the waiter if it persists)", async () => {
    roundAnswer = { status: 409, body: { error: { code: "stock_unavailable", message: "x", product_supplier_id: 12 } } };
    renderAction();
    fireEvent.click(await sendButton());
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Unirme y enviar a preparar" })));
    // the refusal names the dish it is about, and offers to take it out
    expect(screen.getByRole("alert")).toHaveTextContent("Burger se agotó. Quítalo de tu pedido para enviar la ronda.");
    expect(screen.getByRole("button", { name: "Quitar Burger" })).toBeInTheDocument();
    expect(push).not.toHaveBeenCalled();

    roundAnswer = "network";
    fireEvent.click(screen.getByRole("button", { name: "Enviar a preparar" }));
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Unirme y enviar a preparar" })));
    expect(screen.getByRole("alert")).toHaveTextContent("si el problema continúa, llama al mesero");
    expect(sent[1]!.key).toBe(sent[0]!.key);
  });

  it("takes a sold-out dish out of the cart with one tap, and the refusal goes with it", async () => {
    roundAnswer = { status: 409, body: { error: { code: "stock_unavailable", message: "x", product_supplier_id: 12 } } };
    renderAction();
    fireEvent.click(await sendButton());
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Unirme y enviar a preparar" })));
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Quitar Burger" })));
    expect(JSON.parse(localStorage.getItem("comanda:casa:cart")!).state.lines).toEqual([]);
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("asks to scan the QR code when the table is unknown, and keeps ordering with the waiter in basic mode", async () => {
    const { unmount } = renderAction({ place: null });
    expect(await screen.findByRole("alert")).toHaveTextContent("Escanea el código QR");
    expect(screen.queryByRole("button", { name: "Enviar a preparar" })).toBeNull();
    unmount();
    renderAction({ onTableClass: "basic" });
    expect(await screen.findByText(/muéstrale tu pedido al mesero/)).toBeInTheDocument();
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("keeps the precheckout where the mode pays before it prepares", async () => {
    renderAction({ onTableClass: "checkout_no_incremental" });
    expect(await screen.findByRole("button", { name: "Continuar" })).toBeInTheDocument();
  });
});
