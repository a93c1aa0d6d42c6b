import "server-only";
import { ImageResponse } from "next/og";
import type { BrandImage } from "@/lib/domain/seo/brand-document-paths";
import { brandInitials } from "@/lib/domain/brand/brand-initials";
import { pngToIco } from "@/lib/domain/seo/ico";
import type { InstanceConfig } from "@/lib/domain/brand/instance-config";
import { themeVariables } from "@/lib/domain/brand/theme";
import { brandLogoDataUri } from "./brand-logo";

type ImageBrand = Pick<InstanceConfig, "id" | "name" | "logo" | "theme" | "updated_at">;

/** Each picture is drawn once per brand version and process (a few hundred ms of CPU), then served as bytes. */
const drawn = new Map<string, Promise<Uint8Array>>();
const KEPT = 256;

/** The version of a brand's pictures: they change when its file is imported again. */
export function brandImageTag(brand: ImageBrand, image: BrandImage): string {
  return `"${brand.id}-${Date.parse(brand.updated_at).toString(36)}-${image.kind}${image.width}.${image.format}"`;
}

/** A brand's icon or share card as the bytes of its file (PNG or ICO), from the brand's logo, name and colours. */
export function brandImageBytes(brand: ImageBrand, image: BrandImage): Promise<Uint8Array> {
  const key = brandImageTag(brand, image);
  let bytes = drawn.get(key);
  if (!bytes) {
    bytes = draw(brand, image);
    // a failed drawing is tried again on the next request
    bytes.catch(() => drawn.delete(key));
    if (drawn.size >= KEPT) drawn.delete(drawn.keys().next().value!);
    drawn.set(key, bytes);
  }
  return bytes;
}

async function draw(brand: ImageBrand, image: BrandImage): Promise<Uint8Array> {
  const logo = await brandLogoDataUri(brand.logo);
  const colours = themeVariables(brand.theme);
  const look = { logo, name: brand.name, primary: colours["--brand-primary"]!, onPrimary: colours["--brand-on-primary"]! };
  const element = image.kind === "card" ? <ShareCard {...look} /> : <Icon {...look} size={image.width} />;
  const png = new Uint8Array(await new ImageResponse(element, { width: image.width, height: image.height }).arrayBuffer());
  return image.format === "ico" ? pngToIco(png, image.width) : png;
}

interface Look {
  logo: string | null;
  name: string;
  primary: string;
  onPrimary: string;
}

/**
 * A square icon: the logo on the brand's colour, inside the middle 80 % that Android's round and squircle
 * masks keep (maskable), or the brand's initials.
 */
function Icon({ logo, name, primary, onPrimary, size }: Look & { size: number }) {
  const inner = Math.round(size * 0.7);
  return (
    <div style={{ width: "100%", height: "100%", display: "flex", alignItems: "center", justifyContent: "center", background: primary }}>
      {logo ? (
        // eslint-disable-next-line @next/next/no-img-element -- drawn into a PNG, not a page
        <img src={logo} width={inner} height={inner} alt="" style={{ objectFit: "contain" }} />
      ) : (
        <div style={{ color: onPrimary, fontSize: Math.round(size * 0.42), letterSpacing: -1 }}>{brandInitials(name)}</div>
      )}
    </div>
  );
}

/** The picture a shared link shows: the brand's logo and name, large, on its colour. */
function ShareCard({ logo, name, primary, onPrimary }: Look) {
  return (
    <div style={{ width: "100%", height: "100%", display: "flex", flexDirection: "column", alignItems: "center", justifyContent: "center", gap: 40, background: primary, padding: 64 }}>
      {logo ? (
        // eslint-disable-next-line @next/next/no-img-element -- drawn into a PNG, not a page
        <img src={logo} width={240} height={240} alt="" style={{ objectFit: "contain" }} />
      ) : (
        <div style={{ display: "flex", alignItems: "center", justifyContent: "center", width: 240, height: 240, borderRadius: 120, background: onPrimary, color: primary, fontSize: 110 }}>{brandInitials(name)}</div>
      )}
      <div style={{ color: onPrimary, fontSize: name.length > 24 ? 64 : 84, textAlign: "center", lineHeight: 1.1 }}>{name}</div>
    </div>
  );
}
