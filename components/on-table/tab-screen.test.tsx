import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { BrandStoresProvider } from "@/lib/client/stores/brand-stores";
import { clientMessages, messagesFor } from "@/lib/i18n/messages";
import type { OnlineMethod } from "@/lib/domain/payments/payment-methods";
import type { TabJson } from "@/lib/domain/tabs/tab-view";
import { tabJson, tabLineJson, tabPartJson, tabRoundJson } from "@/tests/factories/tab-json";
import { TabScreen } from "./tab-screen";

const TOKEN = "AbCdEfGhIjKlMnOpQrStUvWx";
const place = { token: TOKEN, kind: "table", code: "5", zone: null, supplierSlug: "centro" };
const wine = tabLineJson({ id: 11, round: 1, label: "Vino", quantity: 1, unit_price: 90000 });
const arepas = tabLineJson({ id: 12, round: 2, label: "Arepa", options: ["Salsa de ajo", "Sin queso"], quantity: 2, unit_price: 9000 });
const twoRounds = tabJson({
  id: 7,
  version: 3,
  rounds: [tabRoundJson({ number: 1, guest: "Ana", progress: "preparing" }), tabRoundJson({ number: 2, guest: "Invitado 2" })],
  lines: [wine, arepas],
});

let tab: TabJson | null;
let partAnswer: { status: number; body: unknown };
let posted: unknown[];
let withdrawStatus = 204;

beforeEach(() => {
  sessionStorage.clear();
  tab = twoRounds;
  posted = [];
  withdrawStatus = 204;
  global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    if (url.endsWith("/tab/parts")) {
      posted.push(JSON.parse(String(init?.body)));
      return { ok: partAnswer.status < 300, status: partAnswer.status, json: async () => partAnswer.body, headers: new Headers() };
    }
    if (url.includes("/rounds/")) {
      posted.push({ withdraw: url });
      return { ok: withdrawStatus < 300, status: withdrawStatus, json: async () => ({ error: { code: "round_accepted", message: "x" } }), headers: new Headers() };
    }
    if (url.endsWith("/waiter-call")) return { ok: true, status: 200, json: async () => ({ call: null }), headers: new Headers() };
    return { ok: true, status: 200, json: async () => ({ tab }), headers: new Headers({ etag: `"${tab?.version ?? 0}"` }) };
  }) as unknown as typeof fetch;
});

function renderTab(tabId: number | null = 7, ownRounds: Record<string, string> = {}, online: readonly OnlineMethod[] = ["card", "pse", "nequi"]) {
  sessionStorage.setItem("comanda:casa:on-table", JSON.stringify({ state: { place, guests: { 7: "Ana" }, ownParts: {}, ownRounds }, version: 0 }));
  window.history.replaceState(null, "", `/centro/menu-digital/my-order/${tabId}`);
  return render(
    <NextIntlClientProvider locale="es" messages={clientMessages(messagesFor("es", "CO"), ["tab", "order", "checkout"])}>
      <BrandStoresProvider instanceSlug="casa" currency="COP">
        <TabScreen supplierSlug="centro" tabId={tabId} onTableClass="checkout" online={online} disableTip={false} />
      </BrandStoresProvider>
    </NextIntlClientProvider>,
  );
}

/** What every phone does every 2 s: ask for the tab again (a focus asks at once). */
// The diner comes back to the page (a phone back from the lock screen): the tab is loaded again at once.
const poll = () => act(async () => void document.dispatchEvent(new Event("visibilitychange")));

describe("TabScreen (the table's live tab)", () => {
  it("shows every round with who sent it and its progress, the total and the balance", async () => {
    renderTab();
    expect(await screen.findByRole("heading", { name: "Cuenta de la mesa 5" })).toBeInTheDocument();
    const rounds = screen.getAllByRole("listitem").filter((item) => item.hasAttribute("data-round"));
    expect(rounds.map((round) => within(round).getByRole("heading").textContent)).toEqual(["Ronda 1 · Pedida por Ana", "Ronda 2 · Pedida por Invitado 2"]);
    expect(within(rounds[0]!).getByText("En preparación")).toBeInTheDocument();
    expect(within(rounds[1]!).getByText("2 × Arepa")).toBeInTheDocument();
    // the options each unit was sent with, under its line, as the order page shows them
    expect(within(rounds[1]!).getByText("Salsa de ajo · Sin queso")).toBeInTheDocument();
    expect(rounds[0]!.querySelector("[data-line-options]")).toBeNull();
    const balance = document.querySelector("[data-total=balance]")!;
    expect(balance).toHaveTextContent(/Saldo pendiente\s*\$\s?108\.000/);
  });

  it("shows what staff entered beside the rounds the phones sent", async () => {
    tab = { ...twoRounds, lines: [...twoRounds.lines, tabLineJson({ id: 20, round: 0, label: "Descorche", quantity: 1, unit_price: 15000 })] };
    renderTab();
    await screen.findByRole("heading", { name: "Ronda 2 · Pedida por Invitado 2" });
    const entered = document.querySelector("[data-round='0']")!;
    expect(entered).toHaveTextContent(/1 × Descorche\s*\$\s?15\.000/);
    expect(document.querySelectorAll("[data-round]")).toHaveLength(3);
  });

  it("announces a round another phone sent, without a reload", async () => {
    renderTab();
    await screen.findByRole("heading", { name: "Ronda 2 · Pedida por Invitado 2" });
    tab = { ...twoRounds, version: 4, rounds: [...twoRounds.rounds, tabRoundJson({ number: 3, guest: "Luis" })], lines: [...twoRounds.lines, tabLineJson({ id: 13, round: 3, label: "Jugo", quantity: 1, unit_price: 6000 })] };
    await poll();
    expect(await screen.findByRole("heading", { name: "Ronda 3 · Pedida por Luis" })).toBeInTheDocument();
    expect(document.querySelector("[data-tab-announcement]")).toHaveTextContent("Nueva ronda de Luis.");
  });

  it("pays a third of the shared bottle in cash: the part is held and this phone is told to tell the waiter", async () => {
    const held = tabPartJson({ id: 31, way: "items", amount: 30000, payer: "Ana", claims: [{ line_id: 11, numerator: 1, denominator: 3, amount: 30000 }] });
    partAnswer = { status: 201, body: { part: { ...held, access_token: "part-secret", pay_url: null }, tab: tabJson({ ...twoRounds, version: 4, parts: [held] }) } };
    renderTab();
    fireEvent.click(await screen.findByRole("button", { name: "Pagar mi parte" }));
    fireEvent.click(screen.getByRole("radio", { name: "Por productos" }));
    fireEvent.change(screen.getByRole("combobox", { name: /1 × Vino/ }), { target: { value: "1/3" } });
    expect(document.querySelector("[data-part-preview]")).toHaveTextContent(/Tu parte: \$\s?30\.000/);
    fireEvent.click(screen.getByRole("radio", { name: "Efectivo o datáfono" }));
    // the tip is offered for a cash part too (handed to the waiter with it): 10 % suggested, and this payer removes it
    expect(document.querySelector("[data-tip-amount]")).toHaveTextContent(/Propina: \$\s?3\.000/);
    fireEvent.click(screen.getByRole("radio", { name: "Sin propina" }));
    await act(async () => fireEvent.click(screen.getByRole("button", { name: /Reservar \$\s?30\.000 y avisar al mesero/ })));

    expect(posted).toEqual([
      { payer: "Ana", request: { way: "items", claims: [{ line_id: 11, numerator: 1, denominator: 3 }] }, tip: { include: "NO", percent: 10, customValue: null }, method: "cash_or_dataphone" },
    ]);
    const part = document.querySelector("[data-part='31']")!;
    expect(part).toHaveTextContent("Esperando confirmación");
    expect(part).toHaveTextContent(/Avísale al mesero: pagas \$\s?30\.000/);
    expect(within(part as HTMLElement).getByRole("button", { name: "Retirar mi pago" })).toBeInTheDocument();
  });

  it("opens Pagar mi parte on this phone's own round by items, the table's other items beside it, the whole balance one choice away", async () => {
    // round 2 (order 102, two arepas) is this phone's; the wine is round 1, another phone's
    renderTab(7, { 102: "R".repeat(32) });
    fireEvent.click(await screen.findByRole("button", { name: "Pagar mi parte" }));
    expect(screen.getByRole("radio", { name: "Por productos" })).toBeChecked();
    const mine = document.querySelector("[data-claim-group=mine]") as HTMLElement;
    const shared = document.querySelector("[data-claim-group=shared]") as HTMLElement;
    expect(within(mine).getByText("De tus rondas")).toBeInTheDocument();
    expect(within(mine).getByRole("combobox", { name: /2 × Arepa/ })).toHaveValue("2/1");
    expect(within(shared).getByRole("combobox", { name: /1 × Vino/ })).toHaveValue("");
    expect(document.querySelector("[data-part-preview]")).toHaveTextContent(/Tu parte: \$\s?18\.000/);
    // sharing the wine with the other phone: half of it joins the part
    fireEvent.change(within(shared).getByRole("combobox", { name: /1 × Vino/ }), { target: { value: "1/2" } });
    expect(document.querySelector("[data-part-preview]")).toHaveTextContent(/Tu parte: \$\s?63\.000/);
    fireEvent.click(screen.getByRole("radio", { name: "Todo el saldo" }));
    expect(document.querySelector("[data-part-preview]")).toHaveTextContent(/Tu parte: \$\s?108\.000/);
  });

  it("offers only the online methods the brand's gateway takes: Mercado Pago's card, never PSE nor Nequi", async () => {
    renderTab(7, {}, ["card"]);
    fireEvent.click(await screen.findByRole("button", { name: "Pagar mi parte" }));
    expect(screen.getByRole("radio", { name: /^Tarjeta/ })).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: "Efectivo o datáfono" })).toBeInTheDocument();
    expect(screen.queryByRole("radio", { name: /PSE|Nequi/ })).toBeNull();
  });

  it("opens on an equal share, not the whole balance, on a phone that sent no round", async () => {
    renderTab();
    fireEvent.click(await screen.findByRole("button", { name: "Pagar mi parte" }));
    expect(screen.getByRole("radio", { name: "En partes iguales" })).toBeChecked();
    expect(screen.getByRole("radio", { name: "Todo el saldo" })).not.toBeChecked();
  });

  it("suggests a 10 % voluntary tip on an online part of an equal split", async () => {
    renderTab();
    fireEvent.click(await screen.findByRole("button", { name: "Pagar mi parte" }));
    fireEvent.click(screen.getByRole("radio", { name: "En partes iguales" }));
    expect(screen.getByRole("spinbutton", { name: "Entre cuántas personas" })).toHaveValue(2);
    expect(document.querySelector("[data-part-preview]")).toHaveTextContent(/Tu parte: \$\s?54\.000/);
    expect(document.querySelector("[data-part-charge]")).toHaveTextContent(/Total a pagar: \$\s?59\.400/);
  });

  it("explains a refusal because someone else paid meanwhile, and reads the tab again", async () => {
    partAnswer = { status: 409, body: { error: { code: "item_claimed", message: "x" } } };
    renderTab();
    fireEvent.click(await screen.findByRole("button", { name: "Pagar mi parte" }));
    const reads = (global.fetch as jest.Mock).mock.calls.filter(([url]) => /\/tab(\?|$)/.test(String(url))).length;
    await act(async () => fireEvent.click(screen.getByRole("button", { name: /Pagar \$/ })));
    expect(screen.getByRole("alert")).toHaveTextContent("La cuenta cambió mientras elegías");
    expect((global.fetch as jest.Mock).mock.calls.filter(([url]) => /\/tab(\?|$)/.test(String(url))).length).toBeGreaterThan(reads);
  });

  it("shows a closed tab as closed, with nothing left to pay", async () => {
    tab = { ...twoRounds, status: "closed", closed_at: "2026-11-23T22:00:00.000Z" };
    renderTab();
    expect(await screen.findByText("La cuenta está cerrada. ¡Gracias por tu visita!")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Pagar mi parte" })).toBeNull();
  });

  it("points from an old tab's link to the table's current one, and solo-pago shows the current one", async () => {
    const { unmount } = renderTab(3);
    expect(await screen.findByRole("link", { name: "Ver la cuenta actual" })).toHaveAttribute("href", `/centro/menu-digital/my-order/7?table=${TOKEN}`);
    unmount();
    renderTab(null);
    expect(await screen.findByRole("heading", { name: "Ronda 1 · Pedida por Ana" })).toBeInTheDocument();
  });

  it("offers this phone's own round back while the kitchen has not accepted it, and only that one", async () => {
    const roundToken = "R".repeat(32);
    // round 2 (order 102) is this phone's and still received; round 1 was another phone's, and is being prepared
    renderTab(7, { 102: roundToken, 101: "S".repeat(32) });
    await screen.findByRole("heading", { name: "Ronda 2 · Pedida por Invitado 2" });
    const [first, second] = screen.getAllByRole("listitem").filter((item) => item.hasAttribute("data-round"));
    expect(within(first!).queryByRole("button", { name: "Retirar esta ronda" })).toBeNull();
    tab = tabJson({ id: 7, version: 4, rounds: [twoRounds.rounds[0]!, { ...twoRounds.rounds[1]!, progress: "canceled" }], lines: [wine] });
    await act(async () => fireEvent.click(within(second!).getByRole("button", { name: "Retirar esta ronda" })));
    expect(posted).toContainEqual({ withdraw: `/api/v1/places/${TOKEN}/rounds/102?token=${roundToken}` });
    expect(await screen.findByText("Cancelado")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Retirar esta ronda" })).toBeNull();
    expect(document.querySelector("[data-total=balance]")).toHaveTextContent(/\$\s?90\.000/);
  });

  it("says why when the kitchen accepted the round first", async () => {
    withdrawStatus = 409;
    renderTab(7, { 102: "R".repeat(32) });
    await screen.findByRole("heading", { name: "Ronda 2 · Pedida por Invitado 2" });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Retirar esta ronda" })));
    expect(screen.getByRole("alert")).toHaveTextContent("la cocina ya aceptó esta ronda");
  });
});
