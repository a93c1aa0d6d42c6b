/** Every day, all day. */
const ALL_DAY = [{ days: [1, 2, 3, 4, 5, 6, 7], open: "00:00", close: "24:00" }];

/**
 * A brand file whose branches are open round the clock. The Playwright server's brands are imported so:
 * an order for now at a closed branch is refused (branch_closed), and the suite must run at any hour.
 */
export function openAllDay<B extends { branches: { opening_hours?: unknown }[] }>(brand: B): B {
  for (const branch of brand.branches) branch.opening_hours = ALL_DAY;
  return brand;
}
