import { createStore } from "zustand/vanilla";

/**
 * The loading splash is for client-side waiting only (a payment redirect, a cart sync). Each caller holds
 * its own token so two overlapping waits cannot hide each other's splash.
 */
export interface LoadingState {
  waiting: number;
  start: () => () => void;
}

export function createLoadingStore() {
  return createStore<LoadingState>()((set) => ({
    waiting: 0,
    start: () => {
      set((s) => ({ waiting: s.waiting + 1 }));
      let done = false;
      return () => {
        if (done) return;
        done = true;
        set((s) => ({ waiting: Math.max(0, s.waiting - 1) }));
      };
    },
  }));
}
