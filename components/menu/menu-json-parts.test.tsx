// The menu parts the browser renders from the menu JSON: the sections the first HTML left out, and search.
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { NextIntlClientProvider } from "next-intl";
import type { ReactNode } from "react";
import { BrandCurrencyProvider } from "@/lib/client/use-money";
import type { MenuPayload } from "@/lib/domain/menu/menu";
import { clientMessages, messagesFor } from "@/lib/i18n/messages";
import { menuProduct } from "@/tests/factories/menu";
import { LazyProducts } from "./lazy-products";
import { MenuContext } from "./menu-context";
import { MenuSearch } from "./menu-search";

// jsdom has no IntersectionObserver: this one reports "in view" when a test scrolls there (reveal()).
let observed: { callback: IntersectionObserverCallback; target: Element | null }[] = [];
class ViewObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    observed.push({ callback: this.callback, target });
  }
  disconnect() {
    observed = observed.filter((o) => o.callback !== this.callback);
  }
}
beforeEach(() => {
  observed = [];
  window.IntersectionObserver = ViewObserver as unknown as typeof IntersectionObserver;
});
const reveal = () =>
  act(async () => {
    for (const { callback, target } of observed) callback([{ isIntersecting: true, target } as IntersectionObserverEntry], {} as IntersectionObserver);
  });

// A category of 60 dishes and a second one whose last dish the search should reach.
const products = [
  ...Array.from({ length: 60 }, (_, i) => menuProduct({ id: i + 1, label: `Plato ${i + 1}`, supplier_category_id: 1 })),
  menuProduct({ id: 99, label: "Jugo de maracuyá", description: "Natural, en agua o en leche.", supplier_category_id: 2 }),
];
const menu: MenuPayload = {
  menu: {
    products,
    categories: [
      { id: 1, label: "Platos", image: null, parent_id: null },
      { id: 2, label: "Bebidas", image: null, parent_id: null },
    ],
  },
  content_home: [],
  upselling_products: [],
  master_product_ids: [],
  currency: "COP",
  lang: "es",
};

function Page({ loaded, children }: { loaded: MenuPayload | null; children: ReactNode }) {
  return (
    <NextIntlClientProvider locale="es" messages={clientMessages(messagesFor("es", "CO"))}>
      <BrandCurrencyProvider currency="COP">
        <MenuContext value={loaded}>{children}</MenuContext>
      </BrandCurrencyProvider>
    </NextIntlClientProvider>
  );
}

const rest = <LazyProducts categoryId={1} group={0} by="category" skip={10} count={50} supplierSlug="centro" />;
const cards = () => screen.queryAllByRole("link").map((a) => a.getAttribute("data-product-link"));

describe("LazyProducts (a section's cards the first HTML left out)", () => {
  it("keeps their room and renders nothing until the diner nears it, then every card past the server's, from the menu JSON", async () => {
    const { container } = render(<Page loaded={menu}>{rest}</Page>);
    const placeholder = container.querySelector("[data-lazy-products]")!;
    expect(cards()).toEqual([]);
    expect(placeholder).toHaveStyle({ "--cards": "50" });

    await reveal();
    await screen.findByRole("link", { name: /Plato 60/ }, { timeout: 10_000 });
    expect(cards()).toEqual(products.slice(10, 60).map((p) => String(p.id)));
    expect(screen.getByRole("link", { name: /Plato 11/ })).toHaveAttribute("href", "/centro/view/11");
    expect(placeholder).toHaveAttribute("data-lazy-products", "done");
  });

  it("renders the cards once the menu arrives when the diner got there first", async () => {
    const { rerender } = render(<Page loaded={null}>{rest}</Page>);
    await reveal();
    expect(cards()).toEqual([]);
    rerender(<Page loaded={menu}>{rest}</Page>);
    await screen.findByRole("link", { name: /Plato 60/ }, { timeout: 10_000 });
    expect(cards()).toHaveLength(50);
  });

  it("follows the 60 s reload: a newer menu JSON changes the cards it rendered", async () => {
    const { rerender } = render(<Page loaded={menu}>{rest}</Page>);
    await reveal();
    await screen.findByRole("link", { name: /Plato 60/ }, { timeout: 10_000 });
    const renamed = { ...menu, menu: { ...menu.menu, products: menu.menu.products.map((p) => (p.id === 60 ? { ...p, label: "Plato del día" } : p)) } };
    rerender(<Page loaded={renamed}>{rest}</Page>);
    expect(screen.getByRole("link", { name: /Plato del día/ })).toHaveAttribute("data-product-link", "60");
    expect(screen.queryByRole("link", { name: /Plato 60/ })).toBeNull();
  });
});

describe("MenuSearch", () => {
  const type = async (text: string) => {
    const box = screen.getByRole("searchbox", { name: "Buscar en la carta" });
    const user = userEvent.setup();
    await user.clear(box);
    await user.type(box, text);
  };

  it("finds any product of the menu JSON by name or description, without accents, as product cards", async () => {
    render(<Page loaded={menu}>{<MenuSearch supplierSlug="centro" />}</Page>);
    await type("MARACUYA");
    const search = screen.getByRole("search");
    // matching and the result cards come with the first search
    await waitFor(() => expect(within(search).getByRole("status")).toHaveTextContent("1 producto"));
    expect(await within(search).findByRole("link", { name: /Jugo de maracuyá/ })).toHaveAttribute("data-product-link", "99");
    // the cards' h3 names sit under a heading of their own, never straight under the page's h1
    expect(within(search).getByRole("heading", { level: 2, name: "Resultados de la búsqueda" })).toBeInTheDocument();
    await type("leche");
    expect(within(search).getByRole("link", { name: /Jugo de maracuyá/ })).toBeInTheDocument();
  });

  it("says when nothing matches, and shows the first 30 of a long list", async () => {
    render(<Page loaded={menu}>{<MenuSearch supplierSlug="centro" />}</Page>);
    await type("lasaña");
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("No encontramos nada con «lasaña» en la carta."));
    expect(screen.queryAllByRole("link")).toEqual([]);
    expect(screen.queryByRole("heading", { name: "Resultados de la búsqueda" })).toBeNull();
    await type("plato");
    expect(screen.getByRole("status")).toHaveTextContent("60 productos");
    await screen.findByRole("link", { name: /Plato 30/ });
    expect(screen.getAllByRole("link")).toHaveLength(30);
    expect(screen.getByText(/Se muestran los primeros 30/)).toBeInTheDocument();
  });
});
