import { env } from "~/server/env.server";

/** The site's public origin: SITE_URL when set, else the origin the request came in on. */
export function siteOrigin(request: Request) {
  return env.siteUrl || new URL(request.url).origin;
}

/** The absolute URL of a path on this site. */
export function absoluteUrl(request: Request, path: string) {
  return new URL(path, siteOrigin(request) + "/").href;
}

/** A sitemap document, cacheable for an hour by crawlers and proxies. */
export function sitemapResponse(xml: string) {
  return new Response(xml, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
