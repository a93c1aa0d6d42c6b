import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { NextIntlClientProvider } from "next-intl";
import type { ReactNode } from "react";
import type { OrderJson } from "@/lib/domain/orders/order-view";
import { BrandStoresProvider } from "@/lib/client/stores/brand-stores";
import type { DeviceOrder } from "@/lib/client/stores/order-history-store";
import { MAX_RECEIPT_BYTES } from "@/lib/domain/payments/receipt-file";
import { clientMessages, messagesFor } from "@/lib/i18n/messages";
import { orderBranch, orderJson } from "@/tests/factories/order";
import { OrderStatus } from "./order-status";

const TOKEN = "tok-123";

function order(overrides: Partial<OrderJson> = {}): OrderJson {
  return orderJson({ access_token: TOKEN, ...overrides });
}

/** The API as the page sees it: this order for the right token, 404 for any other. */
function serve(current: () => OrderJson) {
  const fetchMock = jest.fn(async (url: string) => {
    const found = new URL(url, "http://casa.localhost").searchParams.get("token") === TOKEN;
    // jsdom has no Response: the fields the client reads are enough.
    return { ok: found, status: found ? 200 : 404, json: async () => (found ? { order: current() } : { error: { code: "not_found", message: "" } }) };
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

function Page({ children }: { children: ReactNode }) {
  return (
    <NextIntlClientProvider locale="es" messages={clientMessages(messagesFor("es", "CO"), ["order"])} timeZone="America/Bogota">
      <BrandStoresProvider instanceSlug="casa" currency="COP">{children}</BrandStoresProvider>
    </NextIntlClientProvider>
  );
}

/** What the precheckout leaves on the device after placing an order (the brand's persisted order history). */
const remember = (...orders: DeviceOrder[]) => localStorage.setItem("comanda:casa:orders", JSON.stringify({ state: { orders }, version: 0 }));

const openWithToken = (token = TOKEN) => {
  window.history.replaceState(null, "", `/centro/order/7?token=${token}`);
  return render(<Page><OrderStatus branch={orderBranch()} orderId={7} /></Page>);
};

beforeEach(() => {
  localStorage.clear();
  window.comandaEvents = [];
});

describe("OrderStatus", () => {
  it("shows a declined card payment on the delivery journey, with a link to try a new payment", async () => {
    serve(() => order({ status: "declined", payment_state: "rejected", progress: "preparing" }));
    openWithToken();
    expect(await screen.findByRole("heading", { name: "Pedido #7" })).toBeInTheDocument();

    const steps = screen.getByRole("list", { name: "Estado del pedido" });
    expect(within(steps).getAllByRole("listitem")).toHaveLength(6);
    expect(within(steps).getByText("En preparación").closest("li")).toHaveAttribute("aria-current", "step");
    expect(within(steps).getByText("Aceptado").closest("li")).toHaveAttribute("data-state", "done");

    expect(screen.getByText("Pago rechazado")).toBeInTheDocument();
    expect(screen.getByText("Tu pago fue declinado.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Intentar un nuevo pago" })).toHaveAttribute("href", `/centro/webcheckout/7?token=${TOKEN}`);
    expect(screen.getByText("Incluye impoconsumo (8 %)").nextSibling).toHaveTextContent("$ 1.778");
    expect(window.comandaEvents).toEqual([]);
  });

  it("follows a take-away on its own steps and says where to pick it up, with directions and the branch's contacts", async () => {
    serve(() => order({ service: "take_away", progress: "ready", payment_method: "cash_or_dataphone", delivery_price: 0, address: null }));
    openWithToken();
    const steps = await screen.findByRole("list", { name: "Estado del pedido" });
    const labels = within(steps).getAllByRole("listitem").map((step) => step.querySelector("span:not([aria-hidden]):not(.sr-only)")?.textContent);
    expect(labels).toEqual(["Recibido", "Aceptado", "En preparación", "Listo para recoger", "Recogido"]);
    expect(within(steps).queryByText("En camino")).not.toBeInTheDocument();
    expect(within(steps).getByText("Listo para recoger").closest("li")).toHaveAttribute("aria-current", "step");

    const branch = screen.getByRole("region", { name: "Recoge tu pedido en" });
    expect(branch).toHaveTextContent("Casa Centro");
    expect(branch).toHaveTextContent("Calle 10 # 5-20, Bogotá");
    expect(within(branch).getByRole("link", { name: "Cómo llegar" })).toHaveAttribute("href", "https://www.google.com/maps/search/?api=1&query=4.598,-74.076");
    expect(within(branch).getByRole("link", { name: "Llamar a Casa Centro" })).toHaveAttribute("href", "tel:+576015550101");
    expect(within(branch).getByRole("link", { name: "Escribir a Casa Centro por WhatsApp" })).toHaveAttribute("href", "https://wa.me/573005550101");
  });

  it("says which room a room-service order goes to, and each line with the options it was made with", async () => {
    serve(() =>
      order({
        service: "room_service",
        payment_method: "room_charge",
        place: { kind: "room", code: "204" },
        lines: [{ product_supplier_id: 12, label: "Hamburguesa", unit_price: 24000, quantity: 1, total: 24000, options: ["Término medio", "Queso extra"] }],
      }),
    );
    openWithToken();
    expect(await screen.findByText("A la habitación 204")).toBeInTheDocument();
    expect(screen.getByText("Término medio · Queso extra")).toBeInTheDocument();
  });

  it("says when the order is usually ready, from the branch's usual wait, until it is", async () => {
    serve(() => order({ service: "take_away", progress: "preparing", created_at: "2026-11-25T17:30:00.000Z", payment_method: "cash_or_dataphone" }));
    openWithToken();
    // placed 12:30 in Bogotá, the branch usually has a pickup ready in 20 minutes
    expect(await screen.findByText("Listo hacia las 12:50")).toHaveAttribute("data-expected-at", "2026-11-25T17:50:00.000Z");
  });

  it("says what to fix when the gateway could not make the payment, keeping the order and a new attempt", async () => {
    let current = order({ status: "error", payment_state: "rejected", payment_method: "nequi" });
    serve(() => current);
    const { unmount } = openWithToken();
    expect(await screen.findByText("Necesitas una cuenta Nequi activa en ese número.")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Pedido #7" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Intentar un nuevo pago" })).toHaveAttribute("href", `/centro/webcheckout/7?token=${TOKEN}`);
    unmount();

    current = order({ status: "error", payment_state: "rejected", payment_method: "card" });
    openWithToken();
    expect(await screen.findByText("Los datos de la tarjeta no son válidos.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Intentar un nuevo pago" })).toBeInTheDocument();
  });

  it("says an unpaid order older than a day can no longer be paid, and offers no retry", async () => {
    serve(() => order({ status: "declined", payment_state: "rejected", payable: false, unpayable: true }));
    openWithToken();
    expect(await screen.findByText("Esta compra tiene más de un día y ya no se puede pagar.")).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Intentar un nuevo pago" })).not.toBeInTheDocument();
  });

  it("shows a label outside the delivery journey on its own, and PSE's pending-bank message", async () => {
    serve(() => order({ payment_method: "pse", progress: "on_hold" }));
    openWithToken();
    expect(await screen.findByText("Tu pago está pendiente de confirmación del banco.")).toBeInTheDocument();
    expect(screen.getByText("En espera")).toHaveAttribute("data-progress", "on_hold");
    expect(screen.queryByRole("list", { name: "Estado del pedido" })).not.toBeInTheDocument();
  });

  it("reads the token this device kept when the link has none, and without either shows the order as not found", async () => {
    serve(() => order({ progress: "delivered", status: "approved", payment_state: "approved" }));
    window.history.replaceState(null, "", "/centro/order/7");
    const without = render(<Page><OrderStatus branch={orderBranch()} orderId={7} /></Page>);
    expect(await screen.findByRole("heading", { name: "No encontramos este pedido" })).toBeInTheDocument();
    without.unmount();

    remember({ id: 7, token: TOKEN, supplierSlug: "centro", createdAt: "2025-03-01T15:00:00.000Z" });
    render(<Page><OrderStatus branch={orderBranch()} orderId={7} /></Page>);
    expect(await screen.findByText("Recibimos tu pago. ¡Gracias!")).toBeInTheDocument();
  });

  it("treats a wrong token like an unknown order", async () => {
    serve(() => order());
    openWithToken("not-the-token");
    expect(await screen.findByRole("heading", { name: "No encontramos este pedido" })).toBeInTheDocument();
  });

  it("reports an in-person purchase once per device, however often the order is opened", async () => {
    serve(() => order({ payment_method: "cash_or_dataphone" }));
    const first = openWithToken();
    expect(await screen.findByText("Pagas en caja, en efectivo o con datáfono.")).toBeInTheDocument();
    first.unmount();
    openWithToken();
    await screen.findByText("Pagas en caja, en efectivo o con datáfono.");
    expect(window.comandaEvents).toEqual([expect.objectContaining({ event: "purchase", bck_purchase_id: 7, total: 31400, products: [12] })]);
  });

  it("takes a receipt: a file over 5 MB is refused before sending, an accepted one reads as pending review", async () => {
    let current = order({ payment_method: "payment_receipt", payable: false });
    const fetchMock = serve(() => current);
    openWithToken();
    const input = await screen.findByLabelText("Comprobante de pago");
    expect(input).toHaveAttribute("accept", "image/*,application/pdf");

    const big = new File(["x"], "foto.png", { type: "image/png" });
    Object.defineProperty(big, "size", { value: MAX_RECEIPT_BYTES + 1 });
    await userEvent.upload(input, big);
    expect(screen.getByText("El archivo pesa más de 5 MB. Elige uno más liviano.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Enviar comprobante" })).toBeDisabled();

    current = { ...current, receipt: { type: "image/png", uploaded_at: "2025-03-01T15:05:00.000Z" } };
    await userEvent.upload(input, new File(["png"], "pago.png", { type: "image/png" }));
    await userEvent.click(screen.getByRole("button", { name: "Enviar comprobante" }));
    expect(await screen.findByText("Recibimos tu comprobante: está pendiente de revisión.")).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(`/api/v1/orders/7/receipt?token=${TOKEN}`, expect.objectContaining({ method: "POST" }));
  });

  it("announces each change of the order in a live region", async () => {
    let current = order();
    serve(() => current);
    openWithToken();
    const live = await screen.findByText("Tu pedido: Recibido. Pago: Pago pendiente.");
    expect(live).toHaveAttribute("aria-live", "polite");
    current = order({ progress: "on_the_way", status: "approved", payment_state: "approved" });
    await act(() => new Promise((resolve) => setTimeout(resolve, 3500)));
    expect(live).toHaveTextContent("Tu pedido: En camino. Pago: Pago exitoso.");
  }, 10_000);
});

/** The fetch calls with their init, which serve()'s mock leaves out of its type. */
const posts = (fetchMock: jest.Mock) => (fetchMock.mock.calls as [string, RequestInit | undefined][]).filter(([, init]) => init?.method === "POST");

describe("OrderStatus back from the gateway", () => {
  it("asks the server once to check the transaction the gateway named, and shows what it answers", async () => {
    let current = order();
    const fetchMock = serve(() => current);
    fetchMock.mockImplementation(async (url: string, init?: RequestInit) => {
      if (init?.method === "POST") current = order({ status: "approved", payment_state: "approved", payable: false });
      return { ok: true, status: 200, json: async () => ({ order: current }) };
    });
    window.history.replaceState(null, "", `/centro/order/7?token=${TOKEN}&id=1234-1610641025-49201&env=test`);
    render(<Page><OrderStatus branch={orderBranch()} orderId={7} /></Page>);

    expect(await screen.findByText("Pago exitoso")).toBeInTheDocument();
    const sent = posts(fetchMock);
    expect(sent).toHaveLength(1);
    expect(sent[0]![0]).toBe(`/api/v1/orders/7/reconcile?token=${TOKEN}`);
    expect(JSON.parse(String(sent[0]![1]?.body))).toEqual({ transaction_id: "1234-1610641025-49201" });
  });

  it("does not ask when the link names no transaction", async () => {
    const fetchMock = serve(() => order());
    openWithToken();
    expect(await screen.findByText("Pago pendiente")).toBeInTheDocument();
    expect(posts(fetchMock)).toHaveLength(0);
  });
});
