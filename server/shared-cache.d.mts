import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";

export const SHARED_RESPONSE_HEADER: "x-shared-response";
export const SHARED_PREFIX: "/api/cached/";
export interface SharedResponse {
  slug: string;
  headers: OutgoingHttpHeaders;
  body: Buffer;
  expires: number;
  /** the request headers it varies by (beyond host and coding), and what its request said in each */
  varied: string[];
  values: (string | string[] | null)[];
}
export class SharedResponses {
  constructor(maxBytes?: number, now?: () => number);
  readonly maxBytes: number;
  readonly now: () => number;
  readonly size: number;
  get(key: string): SharedResponse | undefined;
  set(key: string, entry: SharedResponse): void;
  delete(predicate: (key: string, entry: SharedResponse) => boolean): void;
  clear(): void;
}
export function forgottenWithTheApp(responses: SharedResponses): SharedResponses;
type Handler = (req: IncomingMessage, res: ServerResponse) => unknown;
export function sharedCache(handler: Handler, responses?: SharedResponses): Handler;
