import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useState } from "react";
import { loadPublicSet } from "~/http/set-page.server";
import type { BareHandle } from "~/root";
import { useWatchSet } from "~/ui/realtime/use-watch-set";
import { SetScoreboard, type ScoreboardSet } from "~/ui/sets/set-scoreboard";
import { setProgress } from "~/ui/sets/stage-selection";
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

/**
 * GET /sets/{id}/overlay: names, characters, the score, the format and the game and stage
 * selection in progress, live over Socket.IO.
 */
export default function SetOverlay() {
  const loaded = useLoaderData<typeof loader>().set;
  // The loader's set, then each one the socket brings (the same set, its dates as JSON text).
  const [set, setSet] = useState<ScoreboardSet & Parameters<typeof setProgress>[0]>(loaded);
  useWatchSet(loaded.id, setSet);
  return (
    <main className="flex min-h-screen items-start justify-center p-6">
      <div className="w-full max-w-5xl">
        <SetScoreboard set={set} large />
        <p
          className="mt-2 rounded-xl bg-slate-950/75 px-4 py-2 text-center text-base font-semibold text-white sm:text-2xl"
          data-testid="set-progress"
        >
          {setProgress(set)}
        </p>
      </div>
    </main>
  );
}
