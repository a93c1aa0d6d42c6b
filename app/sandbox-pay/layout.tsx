import type { Metadata, Viewport } from "next";
import { headers } from "next/headers";
import type { ReactNode } from "react";
import { DEFAULT_LOCALE, isLocale } from "@/lib/domain/routing/locales";
import { LOCALE_HEADER } from "@/lib/server/tenancy/internal-headers";
import { themeVariables } from "@/lib/domain/brand/theme";
import "../globals.css";

/** The sandbox gateway's own colours: it plays a third party, so it never wears a brand's theme. */
const GATEWAY_THEME = { theme_color: "#1e3a5f", titles_txt_color: "#ffffff", page_bgcolor: "#f4f6f9" };

export const metadata: Metadata = { robots: { index: false, follow: false } };
export const viewport: Viewport = { themeColor: GATEWAY_THEME.theme_color, width: "device-width", initialScale: 1 };

/**
 * Root layout of the sandbox gateway's host (proxy.ts rewrites it to /sandbox-pay). A layout cannot read
 * the query that carries the language, so the proxy passes it on in a header of its own. Reading it makes
 * the layout dynamic, as the checkout page (a signed query per payment) is anyway.
 */
export default async function SandboxPayLayout({ children }: { children: ReactNode }) {
  const lang = (await headers()).get(LOCALE_HEADER);
  return (
    <html lang={isLocale(lang) ? lang : DEFAULT_LOCALE} style={themeVariables(GATEWAY_THEME)}>
      <body>{children}</body>
    </html>
  );
}
