/** The brand's title template: a page's title, then the brand ("Nuestras sedes · El Fogón Andino"). */
export const brandTitleTemplate = (brandName: string) => `%s · ${brandName}`;

/** A page's title as it reads in full (a tab, a link preview): the template applied, or the title that stands alone. */
export function fullTitle(brandName: string, title: string | { absolute: string }): string {
  return typeof title === "string" ? brandTitleTemplate(brandName).replace("%s", () => title) : title.absolute;
}

/**
 * A page's title under its brand's template ("%s · Brand"): a title that already names the brand (a branch
 * called "El Fogón Andino · Chapinero") stands alone, so no tab or search result reads the brand twice.
 */
export function brandedTitle(brandName: string, title: string): string | { absolute: string } {
  return title.toLocaleLowerCase().includes(brandName.toLocaleLowerCase()) ? { absolute: title } : title;
}
