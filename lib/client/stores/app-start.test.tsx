import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { NextIntlClientProvider } from "next-intl";
import { ErrorDialog } from "@/components/shell/error-dialog";
import { LoadingSplash } from "@/components/shell/loading-splash";
import { clientMessages, messagesFor } from "@/lib/i18n/messages";
import { menuProduct } from "@/tests/factories/menu";
import { cartLineFor } from "@/lib/domain/menu/menu-product";
import { addToCart } from "./add-to-cart";
import { BrandStoresProvider, useBrandStores, useCart } from "./brand-stores";

beforeEach(() => localStorage.clear());
afterEach(() => jest.restoreAllMocks());

function Cart() {
  const stores = useBrandStores();
  const lines = useCart((s) => s.lines);
  return (
    <>
      <p>{lines.length} en el pedido</p>
      <button onClick={() => addToCart(stores, "chapinero", cartLineFor(menuProduct({ id: 7, label: "Ajiaco" }), {}, 1))}>agregar</button>
    </>
  );
}

function App() {
  return (
    <NextIntlClientProvider locale="es" messages={clientMessages(messagesFor("es", "CO"))}>
      <BrandStoresProvider instanceSlug="casa" currency="COP">
        <Cart />
        <ErrorDialog />
        <LoadingSplash />
      </BrandStoresProvider>
    </NextIntlClientProvider>
  );
}

describe("app start (product §4) and its failures (product §8)", () => {
  it("starts afresh from a saved copy it cannot read, tells the diner, and ends the splash", async () => {
    localStorage.setItem("comanda:casa:cart", "{cut sho");
    render(<App />);
    expect(await screen.findByRole("alertdialog", { name: "Aviso" })).toHaveTextContent("No pudimos leer lo que guardaste en este dispositivo");
    expect(screen.queryByRole("progressbar")).not.toBeInTheDocument();
    // the cart works again, and is saved again
    await userEvent.click(screen.getByRole("button", { name: "agregar", hidden: true }));
    expect(screen.getByText("1 en el pedido")).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem("comanda:casa:cart")!).state.lines).toHaveLength(1);
  });

  it("starts without a word when the saved state reads well", async () => {
    render(<App />);
    await waitFor(() => expect(screen.queryByRole("progressbar")).not.toBeInTheDocument());
    expect(screen.queryByRole("alertdialog", { hidden: true })).not.toBeInTheDocument();
  });
});

describe("add to cart: general failure (product §8)", () => {
  it("leaves the cart as it was and says so when the device cannot keep the line", async () => {
    render(<App />);
    await waitFor(() => expect(screen.queryByRole("progressbar")).not.toBeInTheDocument());
    const setItem = Storage.prototype.setItem;
    jest.spyOn(Storage.prototype, "setItem").mockImplementation(function (this: Storage, key: string, value: string) {
      if (key.endsWith(":cart") && JSON.parse(value).state.lines.length) throw new DOMException("full", "QuotaExceededError");
      setItem.call(this, key, value);
    });
    await userEvent.click(screen.getByRole("button", { name: "agregar" }));
    expect(await screen.findByRole("alertdialog", { name: "Algo salió mal" })).toHaveTextContent("No pudimos agregar el producto a tu pedido.");
    expect(screen.getByText("0 en el pedido")).toBeInTheDocument();
  });
});
