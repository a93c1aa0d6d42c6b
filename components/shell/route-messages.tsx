import { NextIntlClientProvider } from "next-intl";
import type { ReactNode } from "react";
import type { InstanceConfig } from "@/lib/domain/brand/instance-config";
import type { Locale } from "@/lib/domain/routing/locales";
import { clientMessages, messagesFor, type RouteNamespace } from "@/lib/i18n/messages";

interface Props {
  config: Pick<InstanceConfig, "country_code" | "timezone">;
  locale: Locale;
  namespaces: readonly RouteNamespace[];
  children: ReactNode;
}

/**
 * The texts of one route's client components, added to the shell's: the checkout and order screens carry
 * theirs, and the landing and menu do not ship them to every diner.
 */
export function RouteMessages({ config, locale, namespaces, children }: Props) {
  return (
    <NextIntlClientProvider locale={locale} timeZone={config.timezone} messages={clientMessages(messagesFor(locale, config.country_code), namespaces)}>
      {children}
    </NextIntlClientProvider>
  );
}
