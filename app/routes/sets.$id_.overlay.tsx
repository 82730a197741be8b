import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { loadPublicSet } from "~/http/set-page.server";
import type { BareHandle } from "~/root";
import { SetOverlay } from "~/ui/sets/set-overlay";
import { SITE_NAME } from "~/utils/seo";

/** Shown alone, on a transparent page: a browser source in OBS. */
export const handle: BareHandle = { bare: true };

export async function loader({ params }: LoaderFunctionArgs) {
  return { set: await loadPublicSet(params.id) };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  {
    title: data
      ? `Overlay: ${data.set.player1Name} vs ${data.set.player2Name} | ${SITE_NAME}`
      : SITE_NAME,
  },
  { name: "robots", content: "noindex" },
];

/** GET /sets/{id}/overlay: one set, live. */
export default function SetOverlayPage() {
  const { set } = useLoaderData<typeof loader>();
  return (
    <main className="flex min-h-screen items-start justify-center p-6">
      <SetOverlay loaded={set} />
    </main>
  );
}
