"use client";

import { browserOnly } from "@/components/ui/browser-only";

// Only the menus of QR places (tables, rooms, seats) show these, and only in the browser (the QR's token is
// read there): their code is fetched by those menus alone, not by every menu page.
export const AtPlaceDock = browserOnly(() => import("./at-place-controls").then((m) => m.AtPlaceControls));
export const LazySeatPicker = browserOnly(() => import("./seat-picker").then((m) => m.SeatPicker));
// Only the tables of a branch that asks a survey (the page knows) fetch the rate tab's.
export const LazyRateTab = browserOnly(() => import("@/components/survey/rate-tab").then((m) => m.RateTab));
