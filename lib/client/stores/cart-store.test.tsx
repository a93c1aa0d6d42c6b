import type { CartLine } from "@/lib/domain/cart/cart";
import { cartLine } from "@/tests/factories/menu";
import { createCartStore } from "./cart-store";

const line = (over: Partial<CartLine> = {}) => cartLine({ key: "10", productSupplierId: 10, productId: 1, label: "Arepa", ...over });

describe("cart store", () => {
  beforeEach(() => localStorage.clear());

  it("merges equal lines and remembers the branch", () => {
    const cart = createCartStore("marca");
    cart.getState().add("centro", line());
    cart.getState().add("centro", line({ quantity: 2 }));
    expect(cart.getState()).toMatchObject({ supplierSlug: "centro", lines: [{ key: "10", quantity: 3 }] });
  });

  it("starts over when the diner orders from another branch", () => {
    const cart = createCartStore("marca");
    cart.getState().add("centro", line());
    cart.getState().add("norte", line({ key: "20", productSupplierId: 20 }));
    expect(cart.getState().lines.map((l) => l.key)).toEqual(["20"]);
  });

  it("survives a reload, per brand", async () => {
    createCartStore("marca").getState().add("centro", line({ quantity: 2 }));
    const reloaded = createCartStore("marca");
    await reloaded.persist.rehydrate();
    expect(reloaded.getState().lines[0]!.quantity).toBe(2);
    const other = createCartStore("otra");
    await other.persist.rehydrate();
    expect(other.getState().lines).toEqual([]);
  });
});
