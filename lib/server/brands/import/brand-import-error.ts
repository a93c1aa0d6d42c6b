import "server-only";
import type { FieldIssue } from "@/lib/domain/brand/brand-file";

/** A brand file the database refuses (a domain another brand has, a branch with orders removed), by field. */
export class BrandImportError extends Error {
  constructor(readonly issues: FieldIssue[]) {
    super(issues.map((i) => `${i.path}: ${i.message}`).join("\n"));
  }
}
