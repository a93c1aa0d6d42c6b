"use client";

import { useEffect, useRef } from "react";
import "leaflet/dist/leaflet.css";

export interface LatLng {
  lat: number;
  lng: number;
}

interface Props {
  center: LatLng;
  tileUrl: string;
  label: string;
  /** the diner moved the map (a new `center` from the page does not call it) */
  onMove: (center: LatLng) => void;
}

/**
 * The map under a fixed pin: the diner moves the map (by touch, mouse or arrow keys) until the pin sits on
 * the door, and the map's centre is the point. Leaflet loads only here, after the page is interactive;
 * when tiles cannot load the map is blank but still moves, and the form works without it.
 */
export function LocationMap({ center, tileUrl, label, onMove }: Props) {
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<import("leaflet").Map | null>(null);
  const moved = useRef(onMove);
  // The latest centre: Leaflet loads asynchronously and must start where the diner is by then (e.g. GPS).
  const latest = useRef(center);
  // A move this component made (a new centre from the page) is not the diner moving the map: onMove is for the diner's.
  const ownMove = useRef(false);
  useEffect(() => {
    moved.current = onMove;
    latest.current = center;
  }, [onMove, center]);

  useEffect(() => {
    let cancelled = false;
    void import("leaflet").then((L) => {
      if (cancelled || !container.current || map.current) return;
      const { lat, lng } = latest.current;
      const instance = L.map(container.current, { zoomControl: true, attributionControl: false, keyboard: true }).setView([lat, lng], 16);
      L.control.attribution({ prefix: false }).addTo(instance);
      L.tileLayer(tileUrl, { maxZoom: 19, attribution: "© OpenStreetMap" }).addTo(instance);
      instance.on("moveend", () => {
        if (ownMove.current) {
          ownMove.current = false;
          return;
        }
        const { lat, lng } = instance.getCenter();
        moved.current({ lat: Number(lat.toFixed(6)), lng: Number(lng.toFixed(6)) });
      });
      map.current = instance;
    });
    return () => {
      cancelled = true;
      map.current?.remove();
      map.current = null;
    };
    // Created once per tile source; later centres arrive through the effect below.
  }, [tileUrl]);

  useEffect(() => {
    const current = map.current?.getCenter();
    if (map.current && current && (Math.abs(current.lat - center.lat) > 1e-6 || Math.abs(current.lng - center.lng) > 1e-6)) {
      ownMove.current = true;
      map.current.setView([center.lat, center.lng], Math.max(map.current.getZoom(), 16));
    }
  }, [center]);

  return (
    // isolate: the pin's and Leaflet's own z-indexes (its panes at 400, its controls at 1000) stay inside the map,
    // which scrolls under the sticky header instead of being drawn over it
    <div className="relative isolate h-64 overflow-hidden rounded-2xl border border-[var(--brand-border)] desk:h-80">
      <div ref={container} role="application" aria-label={label} className="h-full w-full bg-[var(--brand-border)]" />
      <span aria-hidden="true" className="map-pin" />
    </div>
  );
}
