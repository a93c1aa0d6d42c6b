/**
 * Product §3 "Document types". Apart from the contact schema (contact-form.ts) so a form can list them without
 * bundling zod before it validates anything.
 */
export const DOCUMENT_TYPES = ["cc", "ce", "passport", "other", "nit"] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];
