/**
 * Product §3 commentStore: a note for the kitchen or the rider, not a letter. Its own module so the browser's
 * precheckout form reads the limit without the server's checkout body (and classic zod) coming along.
 */
export const COMMENTS_MAX_LENGTH = 300;
