import type { MetaDescriptor } from "@remix-run/node";

export const SITE_NAME = "Melee Hub";

type PageSeo = {
  title: string;
  description: string;
  /** Absolute canonical URL (from the loader: absoluteUrl). */
  url: string;
  image?: string | null;
  type?: "website" | "article";
};

/** Title, description, canonical link and OpenGraph tags for a page crawlers should index. */
export function seoMeta({ title, description, url, image, type = "website" }: PageSeo) {
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:type", content: type },
    { property: "og:url", content: url },
  ];
  if (image) tags.push({ property: "og:image", content: image });
  return tags;
}

/** A meta description from free text: one line, at most ~160 characters, cut at a word. */
export function metaDescription(text: string, max = 160) {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), max / 2)).trimEnd()}…`;
}
