import type { LoaderFunctionArgs } from "@remix-run/node";
import { absoluteUrl } from "~/http/seo.server";

/** Private areas crawlers should leave alone (prefixes: /api covers /api/…). */
const DISALLOWED = ["/admin", "/admin-setup", "/api", "/profile", "/messages", "/friends"];

/** GET /robots.txt: everything public may be crawled; the sitemap lists what there is. */
export function loader({ request }: LoaderFunctionArgs) {
  const body = [
    "User-agent: *",
    "Allow: /",
    ...DISALLOWED.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${absoluteUrl(request, "/sitemap.xml")}`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
