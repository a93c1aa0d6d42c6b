import { contrastRatio, mix, readableOn, safeCustomCss, themeVariables } from "./theme";

describe("themeVariables", () => {
  it("maps the brand theme to CSS variables", () => {
    const vars = themeVariables({ dark: false, theme_color: "#b5321f", titles_txt_color: "#ffffff", page_bgcolor: "#fff8f1" });
    expect(vars).toMatchObject({ "--brand-primary": "#b5321f", "--brand-on-primary": "#ffffff", "--brand-bg": "#fff8f1", "--brand-text": "#1f2937" });
  });

  it("uses light text on dark themes", () => {
    expect(themeVariables({ dark: true, theme_color: "#7c3aed", titles_txt_color: "#fff", page_bgcolor: "#12101a" })["--brand-text"]).toBe("#f5f5f5");
  });

  it("refuses anything that is not a hex colour (a config service may send anything)", () => {
    const vars = themeVariables({ theme_color: "red;background:url(x)", titles_txt_color: "#fff", page_bgcolor: "#fff", dark: false });
    expect(vars["--brand-primary"]).toBe("#1f2937");
  });
});

describe("readable labels on the brand colour (WCAG AA)", () => {
  it("measures contrast as WCAG does", () => {
    expect(contrastRatio("#ffffff", "#000000")).toBeCloseTo(21, 5);
    expect(contrastRatio("#777", "#777777")).toBe(1);
  });

  it("keeps the brand's titles colour where it reads well, and replaces it where it does not", () => {
    expect(readableOn("#b5321f", "#ffffff")).toBe("#ffffff");
    expect(readableOn("#f7e463", "#ffffff")).toBe("#111111");
    expect(readableOn("#1a1a1a", "#222222")).toBe("#ffffff");
    expect(themeVariables({ theme_color: "#f7e463", titles_txt_color: "#ffffff" })["--brand-on-primary"]).toBe("#111111");
  });
});

describe("a brand file that contradicts itself still reads", () => {
  it("finds a readable label for mid-tone brand colours, where neither white nor near-black is enough", () => {
    for (const magenta of ["#d6338f", "#e0218a", "#c2185b", "#8e44ad", "#2e86de", "#ff5a5f"]) {
      expect(contrastRatio(magenta, readableOn(magenta, "#222222"))).toBeGreaterThanOrEqual(4.5);
    }
  });

  it("gives a dark page light text and a light page dark text, whatever the dark flag says", () => {
    const darkPage = themeVariables({ dark: false, theme_color: "#e0218a", titles_txt_color: "#222222", page_bgcolor: "#1b1020" });
    expect(contrastRatio("#1b1020", darkPage["--brand-text"]!)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio("#1b1020", darkPage["--brand-muted"]!)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(darkPage["--brand-surface"]!, darkPage["--brand-error"]!)).toBeGreaterThanOrEqual(4.5);
    // cards are an opaque tint of the page: a banner or dialog over the menu hides what is behind it
    expect(darkPage["--brand-surface"]).toBe(mix("#1b1020", "#ffffff", 0.06));
    expect(darkPage["--brand-surface"]).toMatch(/^#[0-9a-f]{6}$/);
    const lightPage = themeVariables({ dark: true, theme_color: "#e0218a", titles_txt_color: "#222222", page_bgcolor: "#fdf2f8" });
    expect(contrastRatio("#fdf2f8", lightPage["--brand-text"]!)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio("#fdf2f8", lightPage["--brand-muted"]!)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio("#fdf2f8", lightPage["--brand-error"]!)).toBeGreaterThanOrEqual(4.5);
  });
});

describe("mix", () => {
  it("lays one colour over another, opaque", () => {
    expect(mix("#000000", "#ffffff", 0.5)).toBe("#808080");
    expect(mix("#12101a", "#ffffff", 0)).toBe("#12101a");
    expect(mix("#fff", "#000", 1)).toBe("#000000");
  });
});

describe("safeCustomCss", () => {
  it("cannot close the style element", () => {
    expect(safeCustomCss("a{}</style><script>alert(1)</script>")).not.toContain("</style>");
  });
});
