import { cartLine, menuProduct } from "@/tests/factories/menu";
import { reconcileCart } from "./cart-reconcile";
import type { MenuProduct } from "../menu/menu";

const product = (over: Partial<MenuProduct<number>> = {}) =>
  menuProduct({
    product_id: 1,
    option_groups: [{ id: 5, label: "Término", min: 1, max: 1, required: true, options: [{ id: 50, label: "Tres cuartos", price: 0 }, { id: 51, label: "Extra", price: 2000 }] }],
    ...over,
  });

const line = (over: Parameters<typeof cartLine>[0] = {}) =>
  cartLine({
    key: "10|5:51",
    productSupplierId: 10,
    productId: 1,
    label: "Bandeja paisa",
    unitPrice: 38000,
    options: [{ groupId: 5, optionId: 51, label: "Extra", price: 2000 }],
    quantity: 2,
    ...over,
  });

describe("reconcileCart (product §8)", () => {
  it("leaves an up-to-date cart untouched", () => {
    expect(reconcileCart([line()], [product()])).toEqual({ lines: [line()], changes: [] });
  });

  it("updates a changed price and reports old and new unit prices, options included", () => {
    const { lines, changes } = reconcileCart([line()], [product({ price: 41000 })]);
    expect(lines[0]!.unitPrice).toBe(41000);
    expect(changes).toEqual([{ kind: "price", label: "Bandeja paisa", old: 40000, new: 43000 }]);
  });

  it("prices a product on promotion at its promo price", () => {
    const { lines, changes } = reconcileCart([line()], [product({ promo: 30000 })]);
    expect(lines[0]!.unitPrice).toBe(30000);
    expect(changes[0]).toMatchObject({ kind: "price", old: 40000, new: 32000 });
  });

  it("removes products the branch no longer sells as unavailable", () => {
    expect(reconcileCart([line()], [])).toEqual({ lines: [], changes: [{ kind: "unavailable", label: "Bandeja paisa" }] });
  });

  it("removes a line whose chosen add-on the branch no longer sells as add-ons missing, keeping the product's other lines", () => {
    const noExtra = product({ option_groups: [{ id: 5, label: "Término", min: 1, max: 1, required: true, options: [{ id: 50, label: "Tres cuartos", price: 0 }] }] });
    const plain = line({ key: "10|5:50", options: [{ groupId: 5, optionId: 50, label: "Tres cuartos", price: 0 }] });
    expect(reconcileCart([line(), plain], [noExtra])).toEqual({ lines: [plain], changes: [{ kind: "addons_missing", label: "Bandeja paisa" }] });
  });

  it("removes sold-out products as sold out", () => {
    expect(reconcileCart([line()], [product({ stock: 0 })])).toEqual({ lines: [], changes: [{ kind: "removed", label: "Bandeja paisa" }] });
  });

  it("reduces lines to the stock left, counting every line of the same product", () => {
    const other = line({ key: "10|5:50", options: [{ groupId: 5, optionId: 50, label: "Tres cuartos", price: 0 }], quantity: 2 });
    const { lines, changes } = reconcileCart([line(), other], [product({ stock: 3 })]);
    expect(lines.map((l) => l.quantity)).toEqual([2, 1]);
    expect(changes).toEqual([{ kind: "reduced", label: "Bandeja paisa", quantity: 1 }]);
  });
});
