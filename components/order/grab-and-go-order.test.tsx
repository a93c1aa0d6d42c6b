import { render, screen } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { BrandStoresProvider } from "@/lib/client/stores/brand-stores";
import type { DeviceOrder } from "@/lib/client/stores/order-history-store";
import { clientMessages, messagesFor } from "@/lib/i18n/messages";
import { orderBranch, orderJson } from "@/tests/factories/order";
import { GrabAndGoOrder } from "./grab-and-go-order";

const remember = (...orders: DeviceOrder[]) => localStorage.setItem("comanda:casa:orders", JSON.stringify({ state: { orders }, version: 0 }));

function renderPage() {
  window.history.replaceState(null, "", "/centro/grab-and-go/my-order");
  return render(
    <NextIntlClientProvider locale="es" messages={clientMessages(messagesFor("es", "CO"), ["order"])} timeZone="America/Bogota">
      <BrandStoresProvider instanceSlug="casa" currency="COP">
        <GrabAndGoOrder branch={orderBranch()} />
      </BrandStoresProvider>
    </NextIntlClientProvider>,
  );
}

beforeEach(() => {
  localStorage.clear();
  global.fetch = jest.fn(async (url: string) => {
    const id = Number(/orders\/(\d+)/.exec(url)![1]);
    return { ok: true, status: 200, json: async () => ({ order: orderJson({ id, access_token: `t${id}`, service: "on_table", progress: "ready", pickup_code: "K7Q2" }) }) };
  }) as unknown as typeof fetch;
});

describe("GrabAndGoOrder (/grab-and-go/my-order)", () => {
  it("follows the device's latest grab-and-go order at this branch, not a newer order of another service or branch", async () => {
    remember(
      { id: 9, token: "t9", supplierSlug: "centro", createdAt: "2026-11-23T20:30:00.000Z", service: "delivery" },
      { id: 8, token: "t8", supplierSlug: "norte", createdAt: "2026-11-23T20:20:00.000Z", service: "grab_and_go" },
      { id: 5, token: "t5", supplierSlug: "centro", createdAt: "2026-11-23T20:00:00.000Z", service: "grab_and_go" },
    );
    renderPage();
    expect(await screen.findByRole("heading", { name: "Pedido #5" })).toBeInTheDocument();
    expect(global.fetch).toHaveBeenCalledWith(expect.stringContaining("/orders/5?token=t5"), expect.anything());
    expect(screen.getByRole("region", { name: "Código para recoger" })).toHaveTextContent("K7Q2");
    expect(screen.getByText("Listo")).toBeInTheDocument();
  });

  it("says so when this device placed no grab-and-go order here", async () => {
    remember({ id: 9, token: "t9", supplierSlug: "centro", createdAt: "2026-11-23T20:30:00.000Z" });
    renderPage();
    expect(await screen.findByText("Aún no has hecho un pedido para recoger en este lugar desde este dispositivo.")).toBeInTheDocument();
  });
});
