import type { Metadata, Viewport } from "next";
import type { CSSProperties, ReactNode } from "react";
import { DEFAULT_LOCALE } from "@/lib/domain/locales";
import { themeVariables } from "@/lib/domain/theme";
import "../globals.css";

/** The sandbox gateway's own colours: it plays a third party, so it never wears a brand's theme. */
const GATEWAY_THEME = { theme_color: "#1e3a5f", titles_txt_color: "#ffffff", page_bgcolor: "#f4f6f9" };

export const metadata: Metadata = { robots: { index: false, follow: false } };
export const viewport: Viewport = { themeColor: GATEWAY_THEME.theme_color, width: "device-width", initialScale: 1 };

/**
 * Root layout of the sandbox gateway's host (proxy.ts rewrites it to /sandbox-pay). A layout cannot read
 * the query that carries the language, so <html> states the default and each page marks its content with
 * the diner's language.
 */
export default function SandboxPayLayout({ children }: { children: ReactNode }) {
  return (
    <html lang={DEFAULT_LOCALE} style={themeVariables(GATEWAY_THEME) as CSSProperties}>
      <body>{children}</body>
    </html>
  );
}
