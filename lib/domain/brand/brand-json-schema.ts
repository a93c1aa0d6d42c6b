import { z } from "zod";
import { brandFileSchema } from "./brand-file";
import { brandFileReference, withReference } from "./brand-file-doc";

/** The published JSON Schema of brand files (public/schemas/brand.schema.json), for editors and partners. */
export function brandJsonSchema(): Record<string, unknown> {
  return {
    ...z.toJSONSchema(brandFileSchema, { io: "input", unrepresentable: "any" }),
    $id: "https://comanda.app/schemas/brand.schema.json",
    title: "Comanda brand file",
    description:
      "One brand (instance): config, theme, domains, branches, delivery polygons, menu, popups, policies and surveys. Prices are in major units of the brand currency.",
  };
}

/**
 * The files `npm run brand:schema` writes from the schema, each as its text given the file's current one: the JSON
 * Schema whole, and the reference part of docs/brand-file.md (between its markers; the prose around it is kept).
 */
export const BRAND_SCHEMA_FILES: Record<string, (current: string) => string> = {
  "public/schemas/brand.schema.json": () => `${JSON.stringify(brandJsonSchema(), null, 2)}\n`,
  "docs/brand-file.md": (current) => withReference(current, brandFileReference(brandJsonSchema())),
};
