"use client";

import dynamic from "next/dynamic";

// Only the menus of QR places (tables, rooms, seats) show these, and only in the browser (the QR's token is
// read there): their code is fetched by those menus alone, not by every menu page.
export const AtPlaceDock = dynamic(() => import("./at-place-controls").then((m) => m.AtPlaceControls), { ssr: false });
export const LazySeatPicker = dynamic(() => import("./seat-picker").then((m) => m.SeatPicker), { ssr: false });
