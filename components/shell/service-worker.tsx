"use client";

import { useEffect } from "react";

/** Registers public/sw.js in production builds, after the page has loaded (it must never delay it). */
export function ServiceWorker() {
  useEffect(() => {
    if (process.env.NODE_ENV !== "production" || !("serviceWorker" in navigator)) return;
    const register = () => navigator.serviceWorker.register("/sw.js").catch((error) => console.warn("service worker:", error));
    if (document.readyState === "complete") register();
    else window.addEventListener("load", register, { once: true });
  }, []);
  return null;
}
