import type { Metadata, Viewport } from "next";
import { NextIntlClientProvider } from "next-intl";
import type { ReactNode } from "react";
import { CookiesBanner } from "@/components/shell/cookies-banner";
import { cookiesConsentScript } from "@/components/shell/cookies-consent-script";
import { howItWorksScript } from "@/components/menu/how-it-works-script";
import { ErrorDialog } from "@/components/shell/error-dialog";
import { Header } from "@/components/shell/header";
import { HydrationMark } from "@/components/shell/hydration-mark";
import { Popups } from "@/components/shell/popups";
import { QualificationArrival } from "@/components/shell/qualification-arrival";
import { preHydrationSubmitScript } from "@/components/shell/pre-hydration-script";
import { ServiceWorker } from "@/components/shell/service-worker";
import { BrandPixels } from "@/components/shell/brand-pixels";
import { ChunkFailureNotice } from "@/components/shell/chunk-failure-notice";
import { LinkChoicesProvider } from "@/components/shell/link-choices";
import { brandLocale, linkLang } from "@/lib/domain/routing/url-choices";
import { brandPixels } from "@/lib/domain/brand/instance-config";
import { VisitTracker } from "@/components/shell/visit-tracker";
import { APPLE_TOUCH_ICON_PATH, brandImageUrl, FAVICON_PATH, MANIFEST_PATH } from "@/lib/domain/seo/brand-document-paths";
import { brandOrigin } from "@/lib/domain/routing/paths";
import { env, publicPort } from "@/lib/server/env";
import { isLocale } from "@/lib/domain/routing/locales";
import { brandTitleTemplate } from "@/lib/domain/seo/page-title";
import { safeCustomCss, themeVariables } from "@/lib/domain/brand/theme";
import { BrandRulesProvider } from "@/lib/client/brand-rules";
import { BrandStoresProvider } from "@/lib/client/stores/brand-stores";
import { clientMessages, messagesFor } from "@/lib/i18n/messages";
import { brandTranslator } from "@/lib/i18n/translator";
import { brandConfig } from "@/lib/server/pages/brand-data";
import { brandPage } from "@/lib/server/pages/brand-page";
import { shareCardImage } from "@/lib/server/seo/page-metadata";
import "../../../globals.css";

// Pages are rendered on first request per (brand, locale) and then served from the cache.
export const revalidate = 60;
export const dynamicParams = true;
export function generateStaticParams() {
  return [];
}

type Params = Promise<{ instance: string; locale: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { instance, locale } = await params;
  const config = await brandConfig(instance);
  if (!config || !isLocale(locale)) return {};
  const t = brandTranslator(config, locale);
  const description = t("meta.description", { brand: config.name });
  const shareCard = shareCardImage(config);
  return {
    metadataBase: new URL(brandOrigin(config, env().ROOT_DOMAIN, publicPort())),
    title: { default: config.name, template: brandTitleTemplate(config.name) },
    description,
    icons: {
      icon: [{ url: brandImageUrl(FAVICON_PATH, config.updated_at), sizes: "48x48", type: "image/x-icon" }, ...(config.logo ? [{ url: config.logo, sizes: "any" }] : [])],
      apple: [{ url: brandImageUrl(APPLE_TOUCH_ICON_PATH, config.updated_at), sizes: "180x180", type: "image/png" }],
    },
    manifest: MANIFEST_PATH,
    // what a link shared in WhatsApp or Instagram shows (pages with their own: page-metadata.ts): the brand, its
    // words, and its card drawn from its logo and colours
    openGraph: { type: "website", siteName: config.name, title: config.name, description, locale, images: [shareCard] },
    twitter: { card: "summary_large_image", title: config.name, description, images: [shareCard] },
  };
}

export async function generateViewport({ params }: { params: Params }): Promise<Viewport> {
  const config = await brandConfig((await params).instance);
  return { themeColor: config?.theme.theme_color, width: "device-width", initialScale: 1 };
}

export default async function BrandLayout({ children, params }: { children: ReactNode; params: Params }) {
  const { config, locale, t } = await brandPage(params);
  const messages = clientMessages(messagesFor(locale, config.country_code));

  return (
    <html
      lang={locale}
      data-brand={config.slug}
      data-theme={config.theme.dark ? "dark" : "light"}
      style={themeVariables(config.theme)}
      // The consent script below may mark <html> before React hydrates it.
      suppressHydrationWarning
    >
      <head>
        <script dangerouslySetInnerHTML={{ __html: cookiesConsentScript(config.slug) + howItWorksScript(config.slug) + preHydrationSubmitScript() }} />
        {config.style_custom && <style>{safeCustomCss(config.style_custom)}</style>}
      </head>
      <body>
        <a href="#content" className="skip-link">
          {t("shell.skipToContent")}
        </a>
        <NextIntlClientProvider locale={locale} messages={messages} timeZone={config.timezone}>
          <LinkChoicesProvider lang={linkLang(locale, brandLocale(config))} locale={locale}>
            <BrandRulesProvider otherBranchCart={config.other_branch_cart}>
              <BrandStoresProvider instanceSlug={config.slug} currency={config.currency}>
                <Header config={config} locale={locale} t={t} />
                <main id="content" className="mx-auto w-full max-w-5xl px-4 pb-28 pt-4 desk:px-8">
                  {children}
                </main>
                <CookiesBanner t={t} />
                <ErrorDialog />
                <ChunkFailureNotice />
                <ServiceWorker />
                <VisitTracker brandSlug={config.slug} />
                {(config.pixel_google_analytics || config.pixel_facebook_analytics) && <BrandPixels pixels={brandPixels(config)} currency={config.currency} />}
                <HydrationMark />
                <Popups />
                <QualificationArrival />
              </BrandStoresProvider>
            </BrandRulesProvider>
          </LinkChoicesProvider>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
