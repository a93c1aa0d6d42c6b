import type { Theme } from "./instance-config";

const HEX = /^#(?:[0-9a-fA-F]{3}){1,2}$/;
const FALLBACK: Theme = { dark: false, theme_color: "#1f2937", titles_txt_color: "#ffffff", page_bgcolor: "#ffffff" };

const color = (value: string | undefined, fallback: string) => (value && HEX.test(value) ? value : fallback);

/** WCAG 2 relative luminance of a #rgb or #rrggbb colour. */
export function relativeLuminance(hex: string): number {
  const digits = hex.length === 4 ? [...hex.slice(1)].map((d) => d + d) : [hex.slice(1, 3), hex.slice(3, 5), hex.slice(5, 7)];
  const [r, g, b] = digits.map((pair) => {
    const channel = parseInt(pair, 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio of two colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** WCAG AA for normal text: what every label on a brand-coloured button must reach. */
export const MIN_TEXT_CONTRAST = 4.5;

/**
 * The text colour for labels on the brand colour: the brand's own titles colour when it reads well there,
 * else whichever of white or near-black reads better. A brand file with a pale colour and white titles (an
 * easy mistake) must not ship buttons nobody can read.
 */
export function readableOn(background: string, preferred: string): string {
  if (contrastRatio(background, preferred) >= MIN_TEXT_CONTRAST) return preferred;
  return contrastRatio(background, "#ffffff") >= contrastRatio(background, "#111111") ? "#ffffff" : "#111111";
}

/**
 * The brand's theme as CSS custom properties, rendered on the server into <html style>, so the first
 * paint already has the brand's colours. Colours are re-checked here: a config service may send anything.
 */
export function themeVariables(theme: Partial<Theme> | null | undefined): Record<string, string> {
  const dark = theme?.dark ?? FALLBACK.dark;
  const primary = color(theme?.theme_color, FALLBACK.theme_color);
  return {
    "--brand-primary": primary,
    "--brand-on-primary": readableOn(primary, color(theme?.titles_txt_color, FALLBACK.titles_txt_color)),
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
