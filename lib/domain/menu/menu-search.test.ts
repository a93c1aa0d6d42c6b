import { menuProduct } from "@/tests/factories/menu";
import { foldText, searchMenu } from "./menu-search";

const products = [
  menuProduct({ id: 1, label: "Jugo de maracuyá", description: "Natural, en agua o en leche." }),
  menuProduct({ id: 2, label: "Ajiaco santafereño", description: "Con pollo, mazorca y guascas." }),
  menuProduct({ id: 3, label: "Ñame frito", description: "" }),
  menuProduct({ id: 4, label: "Pechuga a la plancha", description: "Con arroz y ensalada de pollo." }),
];
const found = (query: string) => searchMenu(products, query).map((p) => p.id);

describe("searchMenu", () => {
  it("matches names without accents or case", () => {
    expect(found("MARACUYA")).toEqual([1]);
    expect(found("name")).toEqual([3]);
    expect(found("Santafereño")).toEqual([2]);
  });

  it("matches descriptions too, in menu order", () => {
    expect(found("pollo")).toEqual([2, 4]);
  });

  it("needs every word, in any order", () => {
    expect(found("pollo arroz")).toEqual([4]);
    expect(found("leche jugo")).toEqual([1]);
    expect(found("pollo leche")).toEqual([]);
  });

  it("finds nothing for an empty or blank query", () => {
    expect(found("")).toEqual([]);
    expect(found("   ")).toEqual([]);
  });
});

describe("foldText", () => {
  it("drops accents and case", () => expect(foldText("Crème BRÛLÉE Ñandú")).toBe("creme brulee nandu"));
});
