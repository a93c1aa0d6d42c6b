"use client";

import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from "react";
import type { BoardOrderView } from "@/lib/domain/orders/order-board-wire";

/** How long a new order stays highlighted on the board. */
const FRESH_MS = 60_000;
const SOUND_KEY = "comanda:staff:sound";
const SOUND_EVENT = "comanda:staff-sound";

const subscribeSound = (notify: () => void) => {
  window.addEventListener(SOUND_EVENT, notify);
  window.addEventListener("storage", notify);
  return () => {
    window.removeEventListener(SOUND_EVENT, notify);
    window.removeEventListener("storage", notify);
  };
};
const soundSaved = () => localStorage.getItem(SOUND_KEY) === "1";

/**
 * The board's cue for orders that arrived since it was opened: `see` each answer of the board; the new ids are
 * highlighted for a minute, their number said to screen readers, and a chime played when the sound is on.
 * Browsers play sound only after a tap on the page, so the sound is a switch the staff turn on, kept on the device.
 */
export function useNewOrderCue() {
  const known = useRef<Set<number> | null>(null);
  const audio = useRef<AudioContext | null>(null);
  const [fresh, setFresh] = useState<ReadonlyMap<number, number>>(new Map());
  const [news, setNews] = useState(0);
  const soundOn = useSyncExternalStore(subscribeSound, soundSaved, () => false);

  const see = useCallback((orders: BoardOrderView[]) => {
    const ids = orders.map((order) => order.id);
    const arrived = known.current === null ? [] : ids.filter((id) => !known.current!.has(id));
    known.current = new Set(ids);
    setNews(arrived.length);
    if (!arrived.length) return;
    const at = Date.now();
    setFresh((previous) => new Map([...previous, ...arrived.map((id) => [id, at] as const)]));
    if (soundSaved()) chime(audio);
  }, []);

  // the highlight fades after FRESH_MS
  useEffect(() => {
    if (!fresh.size) return;
    const timer = setTimeout(() => setFresh((previous) => new Map([...previous].filter(([, at]) => Date.now() - at < FRESH_MS))), FRESH_MS);
    return () => clearTimeout(timer);
  }, [fresh]);

  const toggleSound = useCallback(() => {
    const on = !soundSaved();
    localStorage.setItem(SOUND_KEY, on ? "1" : "0");
    window.dispatchEvent(new Event(SOUND_EVENT));
    // the tap that turns it on is the gesture that lets the page play sound; it plays once to say so
    if (on) chime(audio);
  }, []);

  return { see, fresh, news, soundOn, toggleSound };
}

/** Two short rising tones, made on the spot: no sound file to download or cache. */
function chime(audio: { current: AudioContext | null }): void {
  try {
    audio.current ??= new AudioContext();
    const context = audio.current;
    void context.resume();
    [660, 880].forEach((frequency, index) => {
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      const start = context.currentTime + index * 0.18;
      oscillator.frequency.value = frequency;
      gain.gain.setValueAtTime(0.001, start);
      gain.gain.exponentialRampToValueAtTime(0.3, start + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.001, start + 0.16);
      oscillator.connect(gain).connect(context.destination);
      oscillator.start(start);
      oscillator.stop(start + 0.17);
    });
  } catch {
    // no audio on this device: the highlight and the announcement remain
  }
}
