import { createStore } from "zustand/vanilla";
import { createJSONStorage, persist } from "zustand/middleware";
import type { Campaign } from "@/lib/domain/navigation";

/** The campaign a diner arrived from, kept for this visit so the acquisition call can report it later. */
export interface CampaignState {
  campaign: Campaign | null;
  landedAt: string | null;
  remember: (campaign: Campaign) => void;
}

export function createCampaignStore(instanceSlug: string) {
  return createStore<CampaignState>()(
    persist(
      (set) => ({
        campaign: null,
        landedAt: null,
        remember: (campaign) => set({ campaign, landedAt: new Date().toISOString() }),
      }),
      { name: `comanda:${instanceSlug}:campaign`, storage: createJSONStorage(() => sessionStorage), skipHydration: true },
    ),
  );
}
