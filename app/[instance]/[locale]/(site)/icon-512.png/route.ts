import { ICON_512_PATH } from "@/lib/domain/seo/brand-document-paths";
import { brandImageRoute } from "@/lib/server/seo/brand-image-route";

// Drawn per brand version on first request, never at build time when no brand exists (brand-images.tsx).
export const dynamic = "force-dynamic";

export const GET = brandImageRoute(ICON_512_PATH);
