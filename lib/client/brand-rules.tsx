"use client";

import { createContext, useContext, type ReactNode } from "react";
import type { OtherBranchCart } from "@/lib/domain/cart/other-branch";

const OtherBranchCartContext = createContext<OtherBranchCart>("offer_new_cart");

/** The brand's own reading of a rule the client applies (its brand file's `other_branch_cart`), for every component below. */
export function BrandRulesProvider({ otherBranchCart, children }: { otherBranchCart: OtherBranchCart; children: ReactNode }) {
  return <OtherBranchCartContext.Provider value={otherBranchCart}>{children}</OtherBranchCartContext.Provider>;
}

/** What adding a product from another branch than the cart's does at this brand (lib/domain/cart/other-branch.ts). */
export function useOtherBranchCart(): OtherBranchCart {
  return useContext(OtherBranchCartContext);
}
