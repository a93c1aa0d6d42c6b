/**
 * The menu's category bar follows the reading (scrollspy): the chip of the section being read — the last one
 * whose top has passed a line near the top of the screen, or the last one in view once the page cannot scroll
 * further — is marked aria-current, and the bar scrolls sideways to keep it in view; above every section (the
 * featured dishes) none is. The bar and its chips are server HTML (plain #cat-… links without this); this only
 * marks them. Returns the cleanup.
 */
export function spyCategories(): () => void {
  const bar = document.querySelector<HTMLElement>("[data-category-bar]");
  if (!bar || !("IntersectionObserver" in window)) return () => {};
  const sections: { section: Element; chip: HTMLAnchorElement }[] = [];
  for (const chip of bar.querySelectorAll<HTMLAnchorElement>('a[href^="#cat-"]')) {
    const section = document.querySelector(`section[aria-labelledby="${CSS.escape(decodeURIComponent(chip.hash.slice(1)))}"]`);
    if (section) sections.push({ section, chip });
  }
  const inView = new Set<Element>();
  let current: HTMLAnchorElement | null = null;
  let frame = 0;

  const mark = () => {
    frame = 0;
    const line = window.innerHeight * 0.3;
    const atEnd = window.scrollY > 0 && window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
    let chip: HTMLAnchorElement | null = null;
    for (const entry of sections) {
      if (!inView.has(entry.section)) continue;
      if (!chip || atEnd || entry.section.getBoundingClientRect().top <= line) chip = entry.chip;
    }
    if (chip === current) return;
    current?.removeAttribute("aria-current");
    chip?.setAttribute("aria-current", "true");
    current = chip;
    // above the first category (the featured dishes) no chip is marked and the bar rests at its start
    const left = chip ? chip.offsetLeft - (bar.clientWidth - chip.offsetWidth) / 2 : 0;
    const still = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    bar.scrollTo({ left, behavior: still ? "auto" : "smooth" });
  };
  const schedule = () => {
    if (!frame) frame = requestAnimationFrame(mark);
  };

  const observer = new IntersectionObserver((entries) => {
    for (const { target, isIntersecting } of entries) {
      if (isIntersecting) inView.add(target);
      else inView.delete(target);
    }
    schedule();
  });
  for (const { section } of sections) observer.observe(section);
  window.addEventListener("scroll", schedule, { passive: true });
  return () => {
    observer.disconnect();
    window.removeEventListener("scroll", schedule);
    cancelAnimationFrame(frame);
  };
}
