import { writeFileSync } from "node:fs";
import { brandJsonSchema } from "@/lib/domain/brand/brand-json-schema";

/** npm run brand:schema — regenerates public/schemas/brand.schema.json from the zod schema. */
writeFileSync("public/schemas/brand.schema.json", `${JSON.stringify(brandJsonSchema(), null, 2)}\n`);
console.log("Wrote public/schemas/brand.schema.json");
