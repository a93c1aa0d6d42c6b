import "server-only";
import { NextResponse } from "next/server";
import type { ApiError } from "@/lib/domain/http/api-errors";
import type { InstanceConfig } from "@/lib/domain/brand/instance-config";
import { DEFAULT_LOCALE, isLocale } from "@/lib/domain/routing/locales";
import { messagesFor } from "@/lib/i18n/messages";
import { escapeHtml } from "@/lib/server/http/escape-html";

/**
 * A browser navigation refused as rate_limited (the webcheckout redirect): a small translated page at 429
 * with Retry-After that links back to the order, where the API would answer the JSON error shape. Both
 * texts are plain messages without arguments, read as they are: next-intl's formatter is ESM-only and
 * this route must also load where the API's tests run.
 */
export function rateLimitedPage(brand: InstanceConfig, locale: string, error: ApiError, orderUrl: URL): NextResponse {
  const lang = isLocale(locale) ? locale : DEFAULT_LOCALE;
  const messages = messagesFor(lang, brand.country_code) as { errors: { rate_limited: string }; order: { backToOrder: string } };
  const message = escapeHtml(messages.errors.rate_limited);
  const page = `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${message}</title></head>
<body><main><h1>${message}</h1><p><a href="${escapeHtml(orderUrl.href)}">${escapeHtml(messages.order.backToOrder)}</a></p></main></body></html>
`;
  const headers = { "content-type": "text/html; charset=utf-8", "retry-after": String(error.detail.retry_after) };
  return new NextResponse(page, { status: error.status, headers });
}
