import { render, screen, within } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { BrandStoresProvider } from "@/lib/client/stores/brand-stores";
import type { DeviceOrder } from "@/lib/client/stores/order-history-store";
import { clientMessages, messagesFor } from "@/lib/i18n/messages";
import { orderBranch, orderJson } from "@/tests/factories/order";
import { DeviceOrders } from "./device-orders";
import { OrderStatus } from "./order-status";

const placed: DeviceOrder[] = [
  { id: 1, token: "t1", supplierSlug: "centro", createdAt: "2025-03-01T15:00:00.000Z" },
  { id: 2, token: "t2", supplierSlug: "norte", createdAt: "2025-03-03T15:00:00.000Z" },
  { id: 3, token: "t3", supplierSlug: "centro", createdAt: "2025-03-02T15:00:00.000Z" },
];
const progress: Record<number, string> = { 1: "delivered", 2: "preparing", 3: "on_the_way" };

beforeEach(() => {
  localStorage.clear();
  global.fetch = jest.fn(async (url: string) => {
    const id = Number(/orders\/(\d+)/.exec(url)![1]);
    const order = orderJson({
      id,
      access_token: `t${id}`,
      status: "approved",
      payment_state: "approved",
      progress: progress[id] ?? "received",
      payable: false,
      subtotal: 12000,
      delivery_price: 0,
      tip: 0,
      consumption_tax: 0,
      total: 12000,
      lines: [],
    });
    return { ok: true, status: 200, json: async () => ({ order }) };
  }) as unknown as typeof fetch;
});

function renderList(scope: "active" | "all", orderPage?: number) {
  return (
    <NextIntlClientProvider locale="es" messages={clientMessages(messagesFor("es", "CO"), ["order"])} timeZone="America/Bogota">
      <BrandStoresProvider instanceSlug="casa" currency="COP">
        <DeviceOrders supplier="centro" scope={scope} />
        {orderPage !== undefined && <OrderStatus branch={orderBranch()} orderId={orderPage} />}
      </BrandStoresProvider>
    </NextIntlClientProvider>
  );
}

describe("DeviceOrders", () => {
  it("lists every order of the brand placed on this device, newest first, each linking to its page with its token", async () => {
    localStorage.setItem("comanda:casa:orders", JSON.stringify({ state: { orders: placed }, version: 0 }));
    render(renderList("all"));
    await screen.findAllByText("Entregado");
    const links = within(screen.getByRole("list")).getAllByRole("link");
    expect(links.map((link) => link.getAttribute("href"))).toEqual(["/norte/order/2?token=t2", "/centro/order/3?token=t3", "/centro/order/1?token=t1"]);
  });

  it("leads from the whole history to this branch's orders under way, while there are some", async () => {
    localStorage.setItem("comanda:casa:orders", JSON.stringify({ state: { orders: placed }, version: 0 }));
    render(renderList("all"));
    expect(await screen.findByRole("link", { name: "Pedidos en curso" })).toHaveAttribute("href", "/centro/orders");
  });

  it("does not lead there once this branch's orders are all done", async () => {
    localStorage.setItem("comanda:casa:orders", JSON.stringify({ state: { orders: placed.filter((order) => order.id === 1) }, version: 0 }));
    render(renderList("all"));
    await screen.findAllByText("Entregado");
    expect(screen.queryByRole("link", { name: "Pedidos en curso" })).toBeNull();
  });

  it("keeps only this branch's orders still under way", async () => {
    localStorage.setItem("comanda:casa:orders", JSON.stringify({ state: { orders: placed }, version: 0 }));
    render(renderList("active"));
    expect(await screen.findByText("En camino")).toBeInTheDocument();
    expect(within(screen.getByRole("list")).getAllByRole("link").map((link) => link.getAttribute("href"))).toEqual(["/centro/order/3?token=t3"]);
  });

  it("says so when the device has no orders", async () => {
    render(renderList("all"));
    expect(await screen.findByText("Aún no has hecho pedidos desde este dispositivo.")).toBeInTheDocument();
  });

  it("reads each order from the copy its order page shows: an order the list read opens at once, without asking again", async () => {
    localStorage.setItem("comanda:casa:orders", JSON.stringify({ state: { orders: placed }, version: 0 }));
    const { rerender } = render(renderList("active"));
    expect(await screen.findByText("En camino")).toBeInTheDocument();
    (global.fetch as jest.Mock).mockImplementation(() => new Promise(() => undefined)); // no answer comes any more
    rerender(renderList("active", 3));
    expect(screen.getByRole("heading", { name: "Pedido #3" })).toBeInTheDocument();
  });
});
