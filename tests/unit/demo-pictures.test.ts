import { existsSync, readdirSync, readFileSync } from "node:fs";

const brands = readdirSync("demo/brands").map((file) => ({ slug: file.replace(/\.json$/, ""), file: JSON.parse(readFileSync(`demo/brands/${file}`, "utf8")) }));

describe("the demo brands' pictures", () => {
  it.each(brands)("$slug: every product has a picture of its own (a diner tells dishes apart by them), and it exists", ({ slug, file }) => {
    const products: { key: string; image?: string }[] = file.menu.products;
    const images = products.map((product) => product.image);
    expect(images.filter((image) => !image)).toEqual([]);
    expect(new Set(images).size).toBe(products.length);
    expect(images.filter((image) => !existsSync(`public${image}`))).toEqual([]);
    expect(images.every((image) => image?.startsWith(`/demo/${slug}/`))).toBe(true);
  });
});
