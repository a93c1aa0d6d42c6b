"use client";

import { useEffect } from "react";
import { useBranchMenu, type BranchMenuKey } from "@/lib/client/use-branch-menu";
import type { MenuPayload } from "@/lib/domain/menu/menu";

export interface LoadedMenu {
  menu: MenuPayload | null;
  offline: boolean;
}

interface Props {
  menuKey: BranchMenuKey;
  renderedVersion: string | null;
  onBehind: () => void;
  onLoad: (loaded: LoadedMenu) => void;
}

/** Loads the branch's menu JSON and keeps it fresh (useBranchMenu), handing each load to the page. */
export function MenuLoader({ menuKey, renderedVersion, onBehind, onLoad }: Props) {
  const { menu, offline } = useBranchMenu(menuKey, renderedVersion, onBehind);
  useEffect(() => onLoad({ menu, offline }), [menu, offline, onLoad]);
  return null;
}
