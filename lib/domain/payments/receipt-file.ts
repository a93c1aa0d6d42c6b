/**
 * A payment receipt the diner uploads: a photo or PDF of a transfer. Its type is read from the
 * file's own first bytes, never from the name or the declared content type, which the browser takes from
 * the file name: an HTML page or SVG renamed "pago.png" would otherwise be stored, and later shown to
 * staff, as an image.
 */

/** The largest receipt accepted: a phone photo or a bank's PDF fits; the server enforces it. */
export const MAX_RECEIPT_BYTES = 5 * 1024 * 1024;

export const RECEIPT_TYPES = {
  "image/png": "png",
  "image/jpeg": "jpg",
  "image/webp": "webp",
  "application/pdf": "pdf",
} as const;
export type ReceiptType = keyof typeof RECEIPT_TYPES;

/** What the file picker offers; a hint only, the bytes decide. */
export const RECEIPT_ACCEPT = "image/*,application/pdf";

const ascii = (text: string) => Array.from(text, (c) => c.charCodeAt(0));

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const RIFF = ascii("RIFF");
const WEBP = ascii("WEBP");
// PDF readers accept the header a little way into the file; a receipt has it first, so nothing else passes.
const PDF = ascii("%PDF-");

/** The receipt's type from its first bytes, or null for anything that is not a PNG, JPEG, WebP or PDF. */
export function sniffReceiptType(head: Uint8Array): ReceiptType | null {
  if (startsWith(head, PNG)) return "image/png";
  if (startsWith(head, JPEG)) return "image/jpeg";
  if (startsWith(head, RIFF) && startsWith(head, WEBP, 8)) return "image/webp";
  if (startsWith(head, PDF)) return "application/pdf";
  return null;
}

/** The file extension a receipt of this type is stored with. */
export function receiptExtension(type: ReceiptType): string {
  return RECEIPT_TYPES[type];
}
