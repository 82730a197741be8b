import type { LoaderFunctionArgs } from "@remix-run/node";
import { siteOrigin, sitemapResponse } from "~/http/seo.server";
import { renderSitemapIndex, sitemapParts } from "~/models/sitemap.server";

/** GET /sitemap.xml: the sitemap index, one part per page of each kind of public page. */
export async function loader({ request }: LoaderFunctionArgs) {
  return sitemapResponse(renderSitemapIndex(siteOrigin(request), await sitemapParts()));
}
