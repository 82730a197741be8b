import type { LoaderFunctionArgs } from "@remix-run/node";
import { getProfilePicture } from "~/models/profile.server";

const notFound = () =>
  new Response("No profile picture", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });

/**
 * GET /users/:id/picture: the stored profile picture. The URL in User.profilePicture carries
 * ?v=<upload time>, so that exact URL is cached for a year; any other asks again (ETag, 304).
 */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const picture = params.id ? await getProfilePicture(params.id) : null;
  if (!picture) return notFound();

  const version = String(picture.updatedAt.getTime());
  const etag = `"${version}"`;
  const current = new URL(request.url).searchParams.get("v") === version;
  const headers = new Headers({
    ETag: etag,
    "Cache-Control": current
      ? "public, max-age=31536000, immutable"
      : "public, max-age=0, must-revalidate",
    "Last-Modified": picture.updatedAt.toUTCString(),
    "Content-Disposition": "inline",
  });
  const ifNoneMatch = request.headers.get("If-None-Match");
  if (ifNoneMatch?.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag)) {
    return new Response(null, { status: 304, headers });
  }
  headers.set("Content-Type", picture.mimeType);
  headers.set("Content-Length", String(picture.data.byteLength));
  return new Response(picture.data, { headers });
}
