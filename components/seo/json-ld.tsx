import { ldScript } from "@/lib/domain/seo/structured-data";

/** schema.org data for search engines, in the page's HTML (a server component: no script of ours runs it). */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: ldScript(data) }} />;
}
