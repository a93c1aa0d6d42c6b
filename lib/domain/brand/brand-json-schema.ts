import { z } from "zod";
import { brandFileSchema } from "./brand-file";

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
