import { act, render, screen } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { BrandStoresProvider } from "@/lib/client/stores/brand-stores";
import type { TabJson } from "@/lib/domain/tabs/tab-view";
import { clientMessages, messagesFor } from "@/lib/i18n/messages";
import { tabJson } from "@/tests/factories/tab-json";
import { TabLink } from "./tab-link";

const place = { token: "AbCdEfGhIjKlMnOpQrStUvWx", kind: "table", code: "5", zone: null, supplierSlug: "centro" };
let tab: TabJson | null;

beforeEach(() => {
  sessionStorage.setItem("comanda:casa:on-table", JSON.stringify({ state: { place, guests: {}, ownParts: {} }, version: 0 }));
  global.fetch = jest.fn(async () => ({ ok: true, status: 200, json: async () => ({ tab }), headers: new Headers() })) as unknown as typeof fetch;
});

async function renderLink(onTableClass = "checkout") {
  window.history.replaceState(null, "", "/centro/menu-digital");
  render(
    <NextIntlClientProvider locale="es" messages={clientMessages(messagesFor("es", "CO"))}>
      <BrandStoresProvider instanceSlug="casa" currency="COP">
        <TabLink supplierSlug="centro" onTableClass={onTableClass} />
      </BrandStoresProvider>
    </NextIntlClientProvider>,
  );
  await act(async () => {});
}

describe("TabLink (from the table's menu back to its tab)", () => {
  it("leads to the table's open tab in checkout mode", async () => {
    tab = tabJson({ id: 7 });
    await renderLink();
    expect(screen.getByRole("link", { name: "Ver la cuenta de la mesa 5" })).toHaveAttribute("href", `/centro/menu-digital/my-order/7?table=${place.token}`);
  });

  it("is absent with no open tab, or a closed one", async () => {
    tab = null;
    await renderLink();
    expect(screen.queryByRole("link")).toBeNull();
    tab = tabJson({ id: 7, status: "closed" });
    await renderLink("basic");
    expect(screen.queryByRole("link")).toBeNull();
  });

  it("leads a basic-mode table with a bill staff entered to pay it from the phone (solo-pago)", async () => {
    tab = tabJson({ id: 7 });
    await renderLink("basic");
    expect(screen.getByRole("link", { name: "Pagar la cuenta de la mesa 5" })).toHaveAttribute("href", `/centro/solo-pago?table=${place.token}`);
  });
});
