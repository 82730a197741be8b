import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useState } from "react";
import { loadPublicSet } from "~/http/set-page.server";
import type { BareHandle } from "~/root";
import { useWatchSet } from "~/ui/realtime/use-watch-set";
import { SetScoreboard, type ScoreboardSet } from "~/ui/sets/set-scoreboard";
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

/** GET /sets/{id}/overlay: names, characters and the score, live over Socket.IO. */
export default function SetOverlay() {
  const loaded = useLoaderData<typeof loader>().set;
  // The loader's set, then each one the socket brings (the same set, its dates as JSON text).
  const [set, setSet] = useState<ScoreboardSet>(loaded);
  useWatchSet(loaded.id, setSet);
  return (
    <main className="flex min-h-screen items-start justify-center p-6">
      <div className="w-full max-w-5xl">
        <SetScoreboard set={set} large />
      </div>
    </main>
  );
}
