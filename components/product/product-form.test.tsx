import { fireEvent, render, screen, within } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { BrandRulesProvider } from "@/lib/client/brand-rules";
import { BrandStoresProvider } from "@/lib/client/stores/brand-stores";
import type { MenuProduct } from "@/lib/domain/menu/menu";
import { clientMessages, messagesFor } from "@/lib/i18n/messages";
import { menuProduct } from "@/tests/factories/menu";
import { ProductForm } from "./product-form";

function renderForm(over: Partial<MenuProduct<number>>) {
  render(
    <NextIntlClientProvider locale="es" messages={clientMessages(messagesFor("es", "CO"))}>
      <BrandStoresProvider instanceSlug="casa" currency="COP">
        <ProductForm product={menuProduct(over)} supplierSlug="centro" upsell={[]} />
      </BrandStoresProvider>
    </NextIntlClientProvider>,
  );
}

beforeEach(() => localStorage.clear());

describe("ProductForm's stock messages (product §8 add to cart)", () => {
  it("tells a combo its own message when the diner asks for more than its products allow, with the quantity it can have", () => {
    renderForm({ is_combo: true, stock: 1 });
    fireEvent.click(screen.getByRole("button", { name: "Agregar uno" }));
    expect(screen.getByRole("alert")).toHaveTextContent("No hay unidades suficientes para este combo. Puedes agregar hasta 1.");
  });

  it("says a combo none of whose units are left is sold out, as a combo", () => {
    renderForm({ is_combo: true, stock: 0 });
    expect(screen.getByRole("alert")).toHaveTextContent("Este combo se agotó: uno de sus productos no tiene unidades.");
  });

  it("keeps the product's own message for a product that is not a combo", () => {
    renderForm({ stock: 1 });
    fireEvent.click(screen.getByRole("button", { name: "Agregar uno" }));
    expect(screen.getByRole("alert")).toHaveTextContent("No hay suficientes unidades. Puedes agregar hasta 1.");
  });
});

describe("ProductForm's required options (product §5)", () => {
  const group = (id: number, label: string, options: string[]) => ({ id, label, min: 1, max: 1, required: true, options: options.map((name, i) => ({ id: id * 10 + i, label: name, price: 0 })) });

  it("names the groups still missing a choice, and drops each as the diner picks it", () => {
    renderForm({ option_groups: [group(1, "Término de la carne", ["Tres cuartos", "Bien asada"]), group(2, "Bebida", ["Limonada", "Jugo de mora"])] });
    fireEvent.click(screen.getByRole("button", { name: /^Agregar \$/ }));
    expect(screen.getByRole("alert")).toHaveTextContent("Completa las opciones obligatorias: Término de la carne, Bebida.");
    fireEvent.click(screen.getByRole("radio", { name: /Limonada/ }));
    expect(screen.getByRole("alert")).toHaveTextContent("Completa las opciones obligatorias: Término de la carne.");
    fireEvent.click(screen.getByRole("radio", { name: /Bien asada/ }));
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("takes the diner to the first group still missing a choice at each refusal, never as they pick", () => {
    renderForm({ option_groups: [group(1, "Término de la carne", ["Tres cuartos", "Bien asada"]), group(2, "Bebida", ["Limonada", "Jugo de mora"])] });
    fireEvent.click(screen.getByRole("button", { name: /^Agregar \$/ }));
    expect(screen.getByRole("radio", { name: /Tres cuartos/ })).toHaveFocus();
    // choosing (here with the focus left on the button) moves nothing
    screen.getByRole("button", { name: /^Agregar \$/ }).focus();
    fireEvent.click(screen.getByRole("radio", { name: /Bien asada/ }));
    expect(screen.getByRole("button", { name: /^Agregar \$/ })).toHaveFocus();
  });

  it("sends the diner on to the next group still missing once the first is chosen", () => {
    renderForm({ option_groups: [group(1, "Término de la carne", ["Tres cuartos", "Bien asada"]), group(2, "Bebida", ["Limonada", "Jugo de mora"])] });
    fireEvent.click(screen.getByRole("radio", { name: /Bien asada/ }));
    fireEvent.click(screen.getByRole("button", { name: /^Agregar \$/ }));
    expect(screen.getByRole("radio", { name: /Limonada/ })).toHaveFocus();
  });

  it("keeps naming a choose-two group until its second option, and names a group again when its choice is taken back", () => {
    const sides = { ...group(3, "Acompañamientos", ["Papa criolla", "Yuca frita", "Patacones"]), min: 2, max: 2 };
    renderForm({ option_groups: [sides, { ...group(4, "Salsas", ["Ají", "Suero"]), min: 0, max: 2, required: false }] });
    fireEvent.click(screen.getByRole("button", { name: /^Agregar \$/ }));
    expect(screen.getByRole("alert")).toHaveTextContent("Completa las opciones obligatorias: Acompañamientos.");
    fireEvent.click(screen.getByRole("checkbox", { name: /Papa criolla/ }));
    expect(screen.getByRole("alert")).toHaveTextContent("Completa las opciones obligatorias: Acompañamientos.");
    fireEvent.click(screen.getByRole("checkbox", { name: /Yuca frita/ }));
    expect(screen.queryByRole("alert")).toBeNull();
    fireEvent.click(screen.getByRole("checkbox", { name: /Yuca frita/ }));
    expect(screen.getByRole("group", { name: /Acompañamientos/ })).toHaveAttribute("aria-invalid", "true");
  });
});

describe("ProductForm with an order of another branch in the cart (product §8)", () => {
  /** A product added at "norte", then the form of another one at "centro", under the brand's reading of the rule. */
  function atCentroWithNortesOrder(rule: "offer_new_cart" | "refuse") {
    render(
      <NextIntlClientProvider locale="es" messages={clientMessages(messagesFor("es", "CO"))}>
        <BrandRulesProvider otherBranchCart={rule}>
          <BrandStoresProvider instanceSlug="casa" currency="COP">
            <section aria-label="norte">
              <ProductForm product={menuProduct({ id: 1, label: "Tinto" })} supplierSlug="norte" upsell={[]} />
            </section>
            <section aria-label="centro">
              <ProductForm product={menuProduct({ id: 2, label: "Arepa" })} supplierSlug="centro" upsell={[]} />
            </section>
          </BrandStoresProvider>
        </BrandRulesProvider>
      </NextIntlClientProvider>,
    );
    fireEvent.click(within(screen.getByRole("region", { name: "norte" })).getByRole("button", { name: /^Agregar \$/ }));
    const centro = screen.getByRole("region", { name: "centro" });
    fireEvent.click(within(centro).getByRole("button", { name: /^Agregar \$/ }));
    return centro;
  }
  const cart = () => JSON.parse(localStorage.getItem("comanda:casa:cart")!).state as { supplierSlug: string; lines: unknown[] };

  it("offers a new order here by default, and starts it only when asked", () => {
    const centro = atCentroWithNortesOrder("offer_new_cart");
    expect(within(centro).getByRole("alert")).toHaveTextContent("Tu pedido actual es de otra sede (norte). Para pedir aquí, empieza un pedido nuevo.");
    expect(cart().supplierSlug).toBe("norte");
    fireEvent.click(within(centro).getByRole("button", { name: "Empezar pedido nuevo aquí" }));
    expect(cart()).toMatchObject({ supplierSlug: "centro", lines: [expect.anything()] });
  });

  it("refuses it at a brand that chose so, keeps the other order and leads back to it", () => {
    const centro = atCentroWithNortesOrder("refuse");
    expect(within(centro).getByRole("alert")).toHaveTextContent("Tu pedido actual es de otra sede (norte). Termínalo o vacíalo antes de pedir en esta sede.");
    expect(within(centro).queryByRole("button", { name: "Empezar pedido nuevo aquí" })).toBeNull();
    expect(within(centro).getByRole("link", { name: "Ir a mi pedido" })).toHaveAttribute("href", "/norte/delivery/order");
    expect(cart()).toMatchObject({ supplierSlug: "norte", lines: [expect.anything()] });
  });
});
