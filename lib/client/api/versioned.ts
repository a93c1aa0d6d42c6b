import { answerOf, callApi } from "./api-failure";

// The last answer per URL and its ETag: a poll that finds it unchanged gets a body-less 304.
const lastSeen = new Map<string, { etag: string; value: unknown }>();

/**
 * A value the page polls (a tab, a waiter call, the staff board), asked with If-None-Match: the last one again on
 * a 304, else `read` of the new answer's body, kept with its ETag for the next poll.
 */
export async function fetchVersioned<B, T>(url: string, read: (body: B) => T): Promise<T> {
  const seen = lastSeen.get(url);
  const response = await callApi(url, { headers: seen ? { "if-none-match": seen.etag } : {} });
  if (response.status === 304 && seen) return seen.value as T;
  const value = read(await answerOf<B>(response));
  const etag = response.headers.get("etag");
  if (etag) lastSeen.set(url, { etag, value });
  return value;
}
