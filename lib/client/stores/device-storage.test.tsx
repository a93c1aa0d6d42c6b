import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { NextIntlClientProvider } from "next-intl";
import { ErrorDialog } from "@/components/shell/error-dialog";
import { clientMessages, messagesFor } from "@/lib/i18n/messages";
import { BrandStoresProvider, useBrandStores, useCart } from "./brand-stores";
import { addToCart } from "./add-to-cart";
import { menuProduct } from "@/tests/factories/menu";
import { cartLineFor } from "@/lib/domain/menu/menu-product";

// Its own file: a page whose storage was refused stays so (the module remembers it), as in the browser.
beforeAll(() => {
  jest.spyOn(window, "localStorage", "get").mockImplementation(() => {
    throw new DOMException("The operation is insecure.", "SecurityError");
  });
});

function Cart() {
  const stores = useBrandStores();
  const count = useCart((s) => s.lines.length);
  return <button onClick={() => addToCart(stores, "chapinero", cartLineFor(menuProduct({ id: 7 }), {}, 1))}>{count} en el pedido</button>;
}

it("a browser that refuses storage still takes the order on this page, and the diner is told it will not be kept", async () => {
  render(
    <NextIntlClientProvider locale="es" messages={clientMessages(messagesFor("es", "CO"))}>
      <BrandStoresProvider instanceSlug="casa" currency="COP">
        <Cart />
        <ErrorDialog />
      </BrandStoresProvider>
    </NextIntlClientProvider>,
  );
  expect(await screen.findByRole("alertdialog", { name: "Atención" })).toHaveTextContent("Tu navegador no deja guardar datos de este sitio");
  await userEvent.click(screen.getByRole("button", { name: "0 en el pedido", hidden: true }));
  expect(await screen.findByRole("button", { name: "1 en el pedido", hidden: true })).toBeInTheDocument();
});
