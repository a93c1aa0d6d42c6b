import { render, screen } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { BrandCurrencyProvider } from "@/lib/client/use-money";
import { reconcileCart } from "@/lib/domain/cart/cart-reconcile";
import { clientMessages, messagesFor } from "@/lib/i18n/messages";
import { cartLine, menuProduct } from "@/tests/factories/menu";
import { CartChanges } from "./cart-changes";

function renderChanges(...args: Parameters<typeof reconcileCart>) {
  const { changes } = reconcileCart(...args);
  const { container } = render(
    <NextIntlClientProvider locale="es" messages={clientMessages(messagesFor("es", "CO"))}>
      <BrandCurrencyProvider currency="COP">
        <CartChanges changes={changes} />
      </BrandCurrencyProvider>
    </NextIntlClientProvider>,
  );
  return container;
}

describe("CartChanges (product §8 modal alerts of the cart's check)", () => {
  const sauce = { id: 5, label: "Salsa", min: 0, max: 1, required: false, options: [{ id: 50, label: "Ajo", price: 0 }] };
  const withPineapple = cartLine({ productSupplierId: 10, label: "Arepa", options: [{ groupId: 5, optionId: 51, label: "Piña", price: 1000 }] });

  it("says a chosen add-on is no longer sold at the branch, apart from a product that is not", () => {
    const container = renderChanges([withPineapple], [menuProduct({ id: 10, option_groups: [sauce] })]);
    expect(screen.getByText("Algunos adicionales de Arepa ya no están disponibles en esta sede; lo quitamos de tu pedido.")).toBeInTheDocument();
    expect(container.querySelector("[data-change]")).toHaveAttribute("data-change", "addons_missing");
  });

  it("says a product the branch no longer sells is not available there", () => {
    renderChanges([withPineapple], []);
    expect(screen.getByText("Arepa no está disponible en esta sede y lo quitamos de tu pedido.")).toBeInTheDocument();
  });
});
