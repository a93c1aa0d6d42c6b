/** Headers only the proxy may set; a client-sent copy is dropped before the request goes on. */
export const INTERNAL_HEADER_PREFIX = "x-comanda-";
export const INSTANCE_HEADER = "x-comanda-instance";
export const LOCALE_HEADER = "x-comanda-locale";

export function withoutInternalHeaders(headers: Headers): Headers {
  const clean = new Headers();
  headers.forEach((value, name) => {
    if (!name.toLowerCase().startsWith(INTERNAL_HEADER_PREFIX)) clean.set(name, value);
  });
  return clean;
}
