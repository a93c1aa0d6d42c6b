/** Product §9 business constants used across the app. */
export const MOBILE_BREAKPOINT_PX = 980;
/** Share of sessions whose errors are reported to the monitoring service. */
export const MONITORING_SAMPLE_RATE = 0.05;
export const MENU_RELOAD_MS = 60_000;

/**
 * How often an open menu or cart asks whether its menu changed (a sold-out dish, stock, a price): a conditional
 * call that costs no body while nothing did, so what staff change reaches every diner's screen within 5 s.
 */
export const MENU_CHECK_MS = 4_000;
/** Product §2/§9: the landing shows the loading splash for its first 1.5 s. */
export const LANDING_LOADING_MS = 1_500;
