import { readFileSync, writeFileSync } from "node:fs";
import { BRAND_SCHEMA_FILES } from "@/lib/domain/brand/brand-json-schema";

/**
 * npm run brand:schema — regenerates public/schemas/brand.schema.json and the reference part of
 * docs/brand-file.md from the zod schema (tests/unit/brand-schema-files.test.ts fails while either is behind it).
 */
for (const [path, write] of Object.entries(BRAND_SCHEMA_FILES)) {
  writeFileSync(path, write(readFileSync(path, "utf8")));
  console.log(`Wrote ${path}`);
}
