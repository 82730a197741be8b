import type { LoaderFunctionArgs } from "@remix-run/node";
import { absoluteUrl } from "~/http/seo.server";
import { releaseNotesHtml } from "~/models/release-notes";
import { listReleaseUpdates } from "~/models/update.server";
import { categoryLabel } from "~/schemas/update";
import { buildRss } from "~/utils/rss";
import { SITE_NAME } from "~/utils/seo";

/** Feed readers poll; the newest few are what they need. */
const FEED_ITEMS = 20;

/** GET /updates.rss: the newest release updates as an RSS 2.0 feed. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { updates } = await listReleaseUpdates({ pageSize: FEED_ITEMS });
  const page = absoluteUrl(request, "/updates");
  // The feed last changed when one of its items was last written; an empty feed is new now.
  const lastBuildDate = updates.length
    ? new Date(Math.max(...updates.map((u) => u.updatedAt.getTime())))
    : new Date();
  const body = buildRss({
    title: `${SITE_NAME} Release Notes`,
    link: page,
    selfUrl: absoluteUrl(request, "/updates.rss"),
    description: `New features, improvements, fixes and security updates on ${SITE_NAME}.`,
    language: "en",
    lastBuildDate,
    items: updates.map((u) => ({
      title: `v${u.version}: ${u.title}`,
      link: `${page}#update-${u.id}`,
      guid: `release-update-${u.id}`,
      pubDate: u.createdAt,
      category: categoryLabel(u.category),
      description: releaseNotesHtml(u.description),
    })),
  });
  return new Response(body, {
    headers: {
      "Content-Type": "application/rss+xml; charset=utf-8",
      "Cache-Control": "public, max-age=300",
    },
  });
}
