import type { Theme } from "./instance-config";

const HEX = /^#(?:[0-9a-fA-F]{3}){1,2}$/;
const FALLBACK: Theme = { dark: false, theme_color: "#1f2937", titles_txt_color: "#ffffff", page_bgcolor: "#ffffff" };

const color = (value: string | undefined, fallback: string) => (value && HEX.test(value) ? value : fallback);

/** The red, green and blue of a #rgb or #rrggbb colour, 0–255. */
const channels = (hex: string) => (hex.length === 4 ? [...hex.slice(1)].map((d) => d + d) : [hex.slice(1, 3), hex.slice(3, 5), hex.slice(5, 7)]).map((pair) => parseInt(pair, 16));

/** WCAG 2 relative luminance of a #rgb or #rrggbb colour. */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = channels(hex).map((value) => {
    const channel = value / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** `base` with `amount` (0–1) of `over` laid on it, as an opaque #rrggbb: a tint that hides what is behind it. */
export function mix(base: string, over: string, amount: number): string {
  const [a, b] = [channels(base), channels(over)];
  return `#${a.map((value, i) => Math.round(value + (b[i]! - value) * amount).toString(16).padStart(2, "0")).join("")}`;
}

/** WCAG 2 contrast ratio of two colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** WCAG AA for normal text: what every label on a brand-coloured button must reach. */
export const MIN_TEXT_CONTRAST = 4.5;

/**
 * A text colour for `background`: the preferred one when it reads well there, else whichever of white or
 * near-black reads better, else pure black or white. A brand file with a pale colour and white titles, or dark
 * titles on magenta (easy mistakes), must not ship buttons nobody can read. Mid-tones around luminance 0.18
 * reach 4.5:1 with neither white nor #111 — only pure black or white, which always reach 4.58:1 with one of them.
 */
export function readableOn(background: string, preferred: string): string {
  if (contrastRatio(background, preferred) >= MIN_TEXT_CONTRAST) return preferred;
  const lighter = contrastRatio(background, "#ffffff") >= contrastRatio(background, "#111111");
  const soft = lighter ? "#ffffff" : "#111111";
  if (contrastRatio(background, soft) >= MIN_TEXT_CONTRAST) return soft;
  return contrastRatio(background, "#ffffff") >= contrastRatio(background, "#000000") ? "#ffffff" : "#000000";
}

/**
 * The brand's theme as CSS custom properties, rendered on the server into <html style>, so the first
 * paint already has the brand's colours. Colours are re-checked here: a config service may send anything,
 * and a brand file may contradict itself. The page's own colour decides whether the page is dark (a dark
 * background with `dark: false` still gets light text), and every text colour is checked against what it sits
 * on (WCAG AA, 4.5:1): labels on the brand colour, text, muted text and errors on the page and on its cards.
 */
export function themeVariables(theme: Partial<Theme> | null | undefined): Record<string, string> {
  const primary = color(theme?.theme_color, FALLBACK.theme_color);
  const bg = color(theme?.page_bgcolor, (theme?.dark ?? FALLBACK.dark) ? "#111111" : FALLBACK.page_bgcolor);
  const dark = contrastRatio(bg, "#ffffff") > contrastRatio(bg, "#111111");
  // Cards are white on a light page and a faint opaque tint of a dark one — never translucent: cards, dialogs
  // and the cookie banner float over the menu too. Text must read on whichever of page and card is nearer it.
  const surface = dark ? mix(bg, "#ffffff", 0.06) : "#ffffff";
  const hardest = dark ? surface : bg;
  return {
    "--brand-primary": primary,
    "--brand-on-primary": readableOn(primary, color(theme?.titles_txt_color, FALLBACK.titles_txt_color)),
    "--brand-bg": bg,
    "--brand-text": readableOn(hardest, dark ? "#f5f5f5" : "#1f2937"),
    "--brand-muted": readableOn(hardest, dark ? "#b3b3b3" : "#4b5563"),
    // a field's error: red that reads on the page and its cards, whatever the file's dark flag says
    "--brand-error": readableOn(hardest, dark ? "#fca5a5" : "#b91c1c"),
    "--brand-surface": surface,
    "--brand-border": dark ? mix(bg, "#ffffff", 0.16) : "#e5e7eb",
  };
}

/** Brand CSS goes inside a <style> element: it must not be able to close it. */
export function safeCustomCss(css: string | null | undefined): string {
  return (css ?? "").replace(/</g, "\\3c ");
}
