/**
 * The header that names a response body for the production server (server/compress-once.mjs): the same name means
 * the same bytes, so the server compresses that body once and keeps it. The server removes it before sending.
 */
export const BODY_KEY_HEADER = "x-body-key";
