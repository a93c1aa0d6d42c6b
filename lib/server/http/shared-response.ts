/**
 * The header that lets the production server keep a response and answer it again from memory, as a CDN would
 * (server/shared-cache.mjs): its value is the brand, whose copies are dropped with the app's own. Only for what
 * any diner may be sent for its s-maxage. The server removes it before sending.
 */
export const SHARED_RESPONSE_HEADER = "x-shared-response";
