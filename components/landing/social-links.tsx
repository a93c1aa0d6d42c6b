import type { BrandLink } from "@/lib/domain/brand/instance-config";

const SOCIAL = { instagram: "Instagram", facebook: "Facebook", tiktok: "TikTok", whatsapp: "WhatsApp", web: "Web" } as const;
type SocialType = keyof typeof SOCIAL;

const isSocial = (link: BrandLink): link is BrandLink & { type: SocialType; url: string } => link.type in SOCIAL && !!link.url;

/** The brand's social profiles, each opening in a new tab. */
export function SocialLinks({ links, heading }: { links: BrandLink[]; heading: string }) {
  const social = links.filter(isSocial);
  if (!social.length) return null;
  return (
    <nav aria-label={heading} className="w-full">
      <ul className="flex flex-wrap justify-center gap-2">
        {social.map((link) => (
          <li key={`${link.type}-${link.url}`}>
            <a href={link.url} target="_blank" rel="noopener noreferrer" className="chip">
              {SOCIAL[link.type]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
