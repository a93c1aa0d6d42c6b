import type { BrandLink, LinktreeItem } from "./instance-config";
import { landingLinks } from "./landing-links";

const linktree: LinktreeItem[] = [
  { label: "Carta", url: "/carta.pdf", target: "_blank", image: "/carta.svg" },
  { label: "Pide a domicilio", target: "service", service: "delivery", image: "/banner.svg" },
  { label: "Pide por WhatsApp", url: "https://wa.me/573104567890?text=Hola", target: "_blank" },
  { label: "Instagram", url: "https://www.instagram.com/fogonandino/", target: "_blank" },
  { label: "Reserva tu mesa", target: "service", service: "book" },
  { label: "Pide en la terraza", target: "service", service: "on_table" },
];
const links: BrandLink[] = [
  { type: "instagram", url: "https://www.instagram.com/fogonandino" },
  { type: "whatsapp", url: "https://wa.me/573104567890" },
  { type: "tiktok", url: "https://www.tiktok.com/@fogon" },
  { type: "delivery" },
];

describe("landingLinks", () => {
  it("drops plain service buttons the landing already offers, and keeps a service's artwork", () => {
    const { items } = landingLinks(linktree, ["delivery", "take_away", "book"], links);
    expect(items.map((item) => item.label)).toEqual(["Carta", "Pide a domicilio", "Pide por WhatsApp", "Instagram", "Pide en la terraza"]);
  });

  it("lists each social profile once: not again when the link-tree already links there", () => {
    const { social } = landingLinks(linktree, [], links);
    expect(social.map((link) => link.type)).toEqual(["tiktok", "delivery"]);
  });
});
