"use client";

import { createContext, useContext } from "react";
import { useTranslations } from "use-intl/react";
import { useMoney } from "@/lib/client/use-money";
import type { MenuPayload } from "@/lib/domain/menu/menu";
import type { Minor } from "@/lib/domain/money/minor";
import type { UrlChoices } from "@/lib/domain/routing/url-choices";
import { useLinkLang } from "@/components/shell/link-choices";
import type { CardLabels } from "./product-card";

/** The menu JSON the page loaded (useBranchMenu in MenuClient); null until it arrives. */
export const MenuContext = createContext<MenuPayload | null>(null);

export const useMenu = () => useContext(MenuContext);

/** What a product card needs in the browser: the brand's money, the card's translated badges and the page's language. */
export function useCardText(): { price: (amount: Minor) => string; labels: CardLabels; choices: UrlChoices } {
  const t = useTranslations("menu");
  return { price: useMoney(), labels: { promo: t("promo"), new: t("new"), soldOut: t("soldOut") }, choices: { lang: useLinkLang() } };
}
