import type { LoaderFunctionArgs } from "@remix-run/node";
import { siteOrigin, sitemapResponse } from "~/http/seo.server";
import { renderSitemap, sitemapPart } from "~/models/sitemap.server";

/** GET /sitemap/<section>-<n>.xml: one part of the sitemap index. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const name = /^(.+)\.xml$/.exec(params.part ?? "")?.[1];
  const entries = name ? await sitemapPart(name) : null;
  if (!entries) throw new Response("Not Found", { status: 404 });
  return sitemapResponse(renderSitemap(siteOrigin(request), entries));
}
