import { createStore } from "zustand/vanilla";

/**
 * The loading splash of product §4 (app start: the device's saved state) and §2 (the landing's first 1.5 s). Each
 * part of the start holds it and lets go when done, so no part can end another's wait. App start's own hold is
 * there from the first render — the server's HTML already shows the splash, which never hides the page.
 */
export interface LoadingState {
  holds: number;
  /** holds the splash; call the answer to let go (once) */
  hold: () => () => void;
  /** app start is done: lets go of its own hold (once) */
  started: () => void;
}

export function createLoadingStore() {
  let starting = true;
  return createStore<LoadingState>()((set) => {
    const letGo = () => set((s) => ({ holds: Math.max(0, s.holds - 1) }));
    return {
      holds: 1, // app start's own
      hold: () => {
        set((s) => ({ holds: s.holds + 1 }));
        let done = false;
        return () => {
          if (done) return;
          done = true;
          letGo();
        };
      },
      started: () => {
        if (!starting) return;
        starting = false;
        letGo();
      },
    };
  });
}
