import type { Metadata } from "next";
import { NextIntlClientProvider } from "next-intl";
import type { ReactNode } from "react";
import { safeCustomCss, themeVariables } from "@/lib/domain/brand/theme";
import { clientMessages, messagesFor } from "@/lib/i18n/messages";
import { brandPage } from "@/lib/server/pages/brand-page";
import "../../../globals.css";

export const revalidate = 60;
export const dynamicParams = true;
export function generateStaticParams() {
  return [];
}

export const metadata: Metadata = { robots: { index: false } };

/**
 * The frame of the pages other sites embed (the booking popup): the brand's theme and texts, and nothing of the
 * storefront's shell — no header, cookie notice or popups inside someone else's page.
 */
export default async function EmbedLayout({ children, params }: { children: ReactNode; params: Promise<{ instance: string; locale: string }> }) {
  const { config, locale } = await brandPage(params);
  return (
    <html lang={locale} data-brand={config.slug} data-theme={config.theme.dark ? "dark" : "light"} style={themeVariables(config.theme)}>
      <head>{config.style_custom && <style>{safeCustomCss(config.style_custom)}</style>}</head>
      <body>
        <NextIntlClientProvider locale={locale} messages={clientMessages(messagesFor(locale, config.country_code))} timeZone={config.timezone}>
          <main id="content" className="mx-auto w-full max-w-xl p-4">
            {children}
          </main>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
