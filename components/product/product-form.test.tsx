import { fireEvent, render, screen } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
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
