import type { LoaderFunctionArgs } from "@remix-run/node";
import { siteOrigin } from "~/http/seo.server";
import { renderSitemap, sitemapEntries } from "~/models/sitemap.server";

/** GET /sitemap.xml: the static pages and every public tournament, for search engines. */
export async function loader({ request }: LoaderFunctionArgs) {
  const body = renderSitemap(siteOrigin(request), await sitemapEntries());
  return new Response(body, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
