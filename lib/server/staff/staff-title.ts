import "server-only";
import type { Metadata } from "next";
import { brandPage, type BrandParams } from "../pages/brand-page";

type MessageKey = Parameters<Awaited<ReturnType<typeof brandPage>>["t"]>[0];

/** A console page's generateMetadata: its title in the staff's language, then the brand's name. */
export function staffTitle(key: MessageKey) {
  return async ({ params }: { params: BrandParams }): Promise<Metadata> => {
    const { config, t } = await brandPage(params);
    return { title: `${t(key)} · ${config.name}` };
  };
}
