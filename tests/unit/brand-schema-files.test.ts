import { readFileSync } from "node:fs";
import { BRAND_SCHEMA_FILES, brandJsonSchema } from "@/lib/domain/brand/brand-json-schema";
import type { SchemaNode } from "@/lib/domain/brand/brand-file-doc";

/** Every key of the schema, by path, with its node: what the reference lists. */
function keysOf(node: SchemaNode, path = ""): [string, SchemaNode][] {
  const children = [
    ...Object.entries(node.properties ?? {}).flatMap(([key, child]): [string, SchemaNode][] => [[`${path}${path ? "." : ""}${key}`, child], ...keysOf(child, `${path}${path ? "." : ""}${key}`)]),
    ...(node.items ? keysOf(node.items, `${path}[]`) : []),
    ...(typeof node.additionalProperties === "object" ? keysOf(node.additionalProperties, `${path}.*`) : []),
    ...[...(node.anyOf ?? []), ...(node.oneOf ?? [])].flatMap((variant) => keysOf(variant, path)),
  ];
  return children;
}

describe("the files npm run brand:schema writes", () => {
  it.each(Object.entries(BRAND_SCHEMA_FILES))("%s is up to date with the zod schema (run npm run brand:schema)", (path, write) => {
    const committed = readFileSync(path, "utf8");
    expect(committed).toBe(write(committed));
  });

  it("describes every key of the brand file, so the reference says what each one is", () => {
    // a text per language ({es, en, pt}) explains itself; every other key says what it holds
    const bare = keysOf(brandJsonSchema() as SchemaNode)
      .filter(([path, node]) => !node.description && !/\.(es|en|pt)$/.test(path))
      .map(([path]) => path);
    expect(bare).toEqual([]);
  });
});
