import type { InstanceConfig } from "./instance-config";

/** Where the landing's contact button goes: WhatsApp first (how diners in the region reach a restaurant), then a call, then mail. */
export function contactHref(config: Pick<InstanceConfig, "contact" | "links">): string | null {
  const explicit = config.links.find((link) => link.type === "contact" && link.url)?.url;
  if (explicit) return explicit;
  const { whatsapp, phone, email } = config.contact ?? {};
  if (whatsapp) return whatsappHref(whatsapp);
  if (phone) return telHref(phone);
  if (email) return `mailto:${email}`;
  return null;
}

/** A call link: digits and a leading + only, as dialers read it. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

/** Directions to a point in the phone's maps app (Google Maps' universal link opens the app where installed). */
export function mapsHref({ lat, lng }: { lat: number; lng: number }): string {
  return `https://www.google.com/maps/search/?api=1&query=${lat},${lng}`;
}

/** A WhatsApp chat link: wa.me takes the number as digits only, country code included. */
export function whatsappHref(number: string): string {
  return `https://wa.me/${number.replace(/\D/g, "")}`;
}
