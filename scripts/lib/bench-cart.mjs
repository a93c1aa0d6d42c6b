import { get } from "./bench-http.mjs";

/**
 * The device storage of a diner who chose take-away at `branch` and put one product in the cart, as the app's
 * persisted stores write it (lib/client/stores: zustand `persist`, { state, version } under
 * "comanda:{brand}:{store}"). With an empty cart the precheckout only says so and links back to the menu; with
 * this one it renders its form (contact, payment, coupon, tip), which is the page a diner pays on.
 * The product is the menu's first one without required options; COP has no decimals, so menu prices (major
 * units) are the stores' minor units. Resolves to { origin, items } for the browser to write into localStorage.
 */
export async function takeAwayCart(port, host, brand, branch) {
  const answer = await get(port, host, `/api/v1/menu/${branch}/take_away.json?lang=es`);
  if (answer.status !== 200) throw new Error(`the ${branch} take-away menu answered ${answer.status}`);
  const menu = JSON.parse(answer.body.toString("utf8"));
  if (menu.currency !== "COP") throw new Error(`the cart seed expects COP prices, ${branch} is in ${menu.currency}`);
  const product = menu.menu.products.find((p) => p.stock !== 0 && p.option_groups.every((g) => !g.required && !(g.min > 0)));
  if (!product) throw new Error(`no product of ${branch} can go into a cart without options`);
  const line = {
    key: String(product.id),
    productSupplierId: product.id,
    productId: product.product_id,
    label: product.label,
    image: product.image,
    unitPrice: product.promo ?? product.price,
    options: [],
    quantity: 2,
    isAlcoholic: product.is_alcoholic,
    stock: product.stock,
  };
  const stored = (state) => JSON.stringify({ state, version: 0 });
  return {
    origin: `http://${host}`,
    items: {
      [`comanda:${brand}:cart`]: stored({ supplierSlug: branch, lines: [line] }),
      [`comanda:${brand}:order`]: stored({ service: "take_away", supplierSlug: branch }),
    },
  };
}
