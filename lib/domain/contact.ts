import type { InstanceConfig } from "./instance-config";

/** Where the landing's contact button goes: WhatsApp first (how diners in the region reach a restaurant), then a call, then mail. */
export function contactHref(config: Pick<InstanceConfig, "contact" | "links">): string | null {
  const explicit = config.links.find((link) => link.type === "contact" && link.url)?.url;
  if (explicit) return explicit;
  const { whatsapp, phone, email } = config.contact ?? {};
  if (whatsapp) return `https://wa.me/${whatsapp.replace(/\D/g, "")}`;
  if (phone) return `tel:${phone.replace(/[^\d+]/g, "")}`;
  if (email) return `mailto:${email}`;
  return null;
}
