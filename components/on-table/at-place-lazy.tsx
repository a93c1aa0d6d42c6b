"use client";

import { browserOnly } from "@/components/ui/browser-only";

// Only the menus of QR places (tables, rooms, seats) show these, and only in the browser (the QR's token is
// read there): their code is fetched by those menus alone, not by every menu page.
export const AtPlaceDock = browserOnly(() => import("./at-place-controls").then((m) => m.AtPlaceControls));
export const LazySeatPicker = browserOnly(() => import("./seat-picker").then((m) => m.SeatPicker));
