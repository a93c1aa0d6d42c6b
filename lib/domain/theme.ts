import type { Theme } from "./instance-config";

const HEX = /^#(?:[0-9a-fA-F]{3}){1,2}$/;
const FALLBACK: Theme = { dark: false, theme_color: "#1f2937", titles_txt_color: "#ffffff", page_bgcolor: "#ffffff" };

const color = (value: string | undefined, fallback: string) => (value && HEX.test(value) ? value : fallback);

/**
 * The brand's theme as CSS custom properties, rendered on the server into <html style>, so the first
 * paint already has the brand's colours. Colours are re-checked here: a config service may send anything.
 */
export function themeVariables(theme: Partial<Theme> | null | undefined): Record<string, string> {
  const dark = theme?.dark ?? FALLBACK.dark;
  return {
    "--brand-primary": color(theme?.theme_color, FALLBACK.theme_color),
    "--brand-on-primary": color(theme?.titles_txt_color, FALLBACK.titles_txt_color),
    "--brand-bg": color(theme?.page_bgcolor, dark ? "#111111" : FALLBACK.page_bgcolor),
    "--brand-text": dark ? "#f5f5f5" : "#1f2937",
    "--brand-muted": dark ? "#b3b3b3" : "#4b5563",
    "--brand-surface": dark ? "rgba(255,255,255,0.06)" : "#ffffff",
    "--brand-border": dark ? "rgba(255,255,255,0.16)" : "#e5e7eb",
  };
}

/** Brand CSS goes inside a <style> element: it must not be able to close it. */
export function safeCustomCss(css: string | null | undefined): string {
  return (css ?? "").replace(/</g, "\\3c ");
}
