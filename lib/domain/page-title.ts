/**
 * A page's title under its brand's template ("%s · Brand"): a title that already names the brand (a branch
 * called "El Fogón Andino · Chapinero") stands alone, so no tab or search result reads the brand twice.
 */
export function brandedTitle(brandName: string, title: string): string | { absolute: string } {
  return title.toLocaleLowerCase().includes(brandName.toLocaleLowerCase()) ? { absolute: title } : title;
}
