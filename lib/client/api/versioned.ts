import { answerOf, callApi } from "./api-failure";

// The last answer per URL (and per shape read from it) and its ETag: a poll that finds it unchanged gets a body-less 304.
const lastSeen = new Map<string, { etag: string; value: unknown }>();

/**
 * A value the page polls (a tab, a waiter call, the staff board), asked with If-None-Match: the last one again on
 * a 304, else `read` of the new answer's body, kept with its ETag for the next poll. Two callers reading different
 * shapes of one URL (the menu's tab link reads only a tab's state, the tab screen the whole tab) name their `shape`,
 * so neither is handed the other's value on a 304.
 */
export async function fetchVersioned<B, T>(url: string, read: (body: B) => T, shape = "whole"): Promise<T> {
  const key = `${shape} ${url}`;
  const seen = lastSeen.get(key);
  const response = await callApi(url, { headers: seen ? { "if-none-match": seen.etag } : {} });
  if (response.status === 304 && seen) return seen.value as T;
  const value = read(await answerOf<B>(response));
  const etag = response.headers.get("etag");
  if (etag) lastSeen.set(key, { etag, value });
  return value;
}
