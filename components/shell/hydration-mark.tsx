"use client";

import { useEffect } from "react";
import { HYDRATED_ATTRIBUTE } from "./pre-hydration-script";

declare global {
  interface Window {
    /** Sends again the form a diner submitted before hydration (preHydrationSubmitScript), if any. */
    __comandaSubmitHeld?: () => void;
  }
}

/** Marks <html> as hydrated (the app's handlers now run) and sends again a form held before that. */
export function HydrationMark() {
  useEffect(() => {
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, "");
    window.__comandaSubmitHeld?.();
  }, []);
  return null;
}
