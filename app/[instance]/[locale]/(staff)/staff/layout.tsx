import type { Metadata } from "next";
import { NextIntlClientProvider } from "next-intl";
import type { ReactNode } from "react";
import { HydrationMark } from "@/components/shell/hydration-mark";
import { themeVariables } from "@/lib/domain/brand/theme";
import { messagesFor } from "@/lib/i18n/messages";
import { brandPage } from "@/lib/server/pages/brand-page";
import "../../../../globals.css";

// Every console page depends on who is signed in: rendered per request, never cached or indexed.
export const dynamic = "force-dynamic";
export const metadata: Metadata = { robots: { index: false, follow: false }, manifest: "/staff/manifest.webmanifest" };

/**
 * The staff console's frame: the brand's theme and languages, and nothing of the diners' shell — no
 * cookie notice, popups, analytics or service worker of the storefront.
 */
export default async function StaffLayout({ children, params }: { children: ReactNode; params: Promise<{ instance: string; locale: string }> }) {
  const { config, locale, t } = await brandPage(params);
  const messages = messagesFor(locale, config.country_code);
  return (
    <html lang={locale} data-brand={config.slug} data-theme={config.theme.dark ? "dark" : "light"} style={themeVariables(config.theme)}>
      <body>
        <a href="#content" className="skip-link">
          {t("shell.skipToContent")}
        </a>
        <NextIntlClientProvider
          locale={locale}
          timeZone={config.timezone}
          messages={{
            staff: messages.staff,
            errors: messages.errors,
            validation: messages.validation,
            services: messages.services,
            order: { progress: messages.order.progress, methods: messages.order.methods },
            menu: { callWaiter: { reasons: messages.menu.callWaiter.reasons } },
          }}
        >
          {children}
        </NextIntlClientProvider>
        <HydrationMark />
      </body>
    </html>
  );
}
