import type { IncomingMessage, ServerResponse } from "node:http";

export const BODY_KEY_HEADER: "x-body-key";
export type ContentCoding = "br" | "gzip" | "identity";
export function preferredCoding(acceptEncoding: string | string[] | undefined | null): ContentCoding;
export class CompressedBodies {
  constructor(maxBytes?: number);
  readonly maxBytes: number;
  /** how many bodies were compressed (each key and coding once while it stays cached) */
  compressions: number;
  peek(key: string, coding: Exclude<ContentCoding, "identity">): Promise<Buffer> | undefined;
  get(key: string, coding: Exclude<ContentCoding, "identity">, body: Buffer | (() => Buffer)): Promise<Buffer>;
}
/** The SHA-1 names of bodies sent as one string, kept by the string (bounded by its characters). */
export class TextNames {
  constructor(maxChars?: number);
  readonly maxChars: number;
  readonly size: number;
  nameOf(text: string): string;
}
type Handler = (req: IncomingMessage, res: ServerResponse) => unknown;
export function compressOnce(handler: Handler, bodies?: CompressedBodies, rewriteHtml?: (html: string) => string, texts?: TextNames): Handler;
