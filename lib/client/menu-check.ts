import { MENU_CHECK_MS } from "@/lib/domain/shell/constants";
import type { MenuPayload } from "@/lib/domain/menu/menu";
import { fetchMenuIfChanged, type MenuRequest, type Versioned } from "./api/menu";

/**
 * Asks every MENU_CHECK_MS whether the menu changed since the version a screen holds (`held()`), and hands a
 * changed menu to `onChange`: a sold-out dish or a new stock count reaches an open menu or cart within seconds, at
 * the price of a 304 while nothing changes. A hidden page or a phone without signal skips its turn; a failed check
 * is simply tried on the next; `onChecked` follows every check made. Answers the function that stops it.
 */
export function watchMenu(request: MenuRequest, held: () => string | null, onChange: (menu: Versioned<MenuPayload>) => void, onChecked?: () => void): () => void {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const tick = async () => {
    const version = held();
    if (version && document.visibilityState !== "hidden" && navigator.onLine !== false) {
      const changed = await fetchMenuIfChanged(request, version).catch(() => null);
      if (changed && !stopped && changed.version !== held()) onChange(changed);
      if (!stopped) onChecked?.();
    }
    if (!stopped) timer = setTimeout(() => void tick(), MENU_CHECK_MS);
  };
  timer = setTimeout(() => void tick(), MENU_CHECK_MS);
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
