import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { runPageIntent } from "~/http/page-intents.server";
import { qrCodeDataUrl } from "~/http/qr-code.server";
import { absoluteUrl } from "~/http/seo.server";
import { getUser, requireUser } from "~/http/session.server";
import { answerIntents } from "~/http/set-answer-intents.server";
import { loadPublicSet } from "~/http/set-page.server";
import { setPlayerTags } from "~/models/player.server";
import { confirmationLine } from "~/models/set-links.server";
import { mayPlaySet } from "~/models/set.server";
import { formatTitle } from "~/schemas/set";
import { useHydrated } from "~/ui/common/use-hydrated";
import { useLiveRevalidate } from "~/ui/realtime/realtime-connection";
import { useWatchSet } from "~/ui/realtime/use-watch-set";
import { currentCharacters } from "~/ui/sets/current-characters";
import { FitText } from "~/ui/sets/fit-text";
import { GamesSection } from "~/ui/sets/games-table";
import { overlayHref, setHref, trackerHref } from "~/ui/sets/hrefs";
import { SetConfirmation } from "~/ui/sets/set-confirmation";
import { SetScoreboard } from "~/ui/sets/set-scoreboard";
import { setProgress } from "~/ui/sets/stage-selection";
import { seoMeta, SITE_NAME } from "~/utils/seo";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const set = await loadPublicSet(params.id);
  const url = absoluteUrl(request, setHref(set.id));
  const user = await getUser(request);
  // A bracket set's players and organisers reach the screen where they play it from here.
  const playable = !set.winnerName && (await mayPlaySet(user, set.id));
  const [confirmation, tags] = await Promise.all([
    confirmationLine(set, user?.id ?? null),
    setPlayerTags(set),
  ]);
  return { set, url, playable, confirmation, tags, qr: await qrCodeDataUrl(url, 200) };
}

/** The linked opponent's Confirm and Dispute forms: the domain functions of the API. */
export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const set = await loadPublicSet(params.id);
  return runPageIntent(request, user, { back: setHref(set.id), intents: answerIntents(setHref) });
}

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  if (!data) return [{ title: `Set not found | ${SITE_NAME}` }];
  const { set, url } = data;
  const characters = currentCharacters(set.games);
  const names = `${set.player1Name} vs ${set.player2Name}`;
  const played =
    characters.player1 || characters.player2
      ? ` · ${characters.player1 ?? "?"} vs ${characters.player2 ?? "?"}`
      : "";
  const outcome = set.winnerName ? ` · ${set.winnerName} wins` : " · in progress";
  return seoMeta({
    title: `${names} · ${formatTitle(set.targetScore)} | ${SITE_NAME}`,
    description: `${set.player1Name} ${set.player1Score} - ${set.player2Score} ${set.player2Name}${played}${outcome}`,
    url,
  });
};

/** GET /sets/{id}: a set for anyone with the link, following it live. */
export default function SetPage() {
  const { set, url, playable, confirmation, tags, qr } = useLoaderData<typeof loader>();
  const revalidate = useLiveRevalidate();
  const hydrated = useHydrated();
  useWatchSet(set.id, revalidate);
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <header className="flex flex-col gap-1">
        <p className="text-sm font-semibold text-muted" data-testid="set-progress">
          {setProgress(set)}
        </p>
        <FitText
          as="h1"
          text={`${set.player1Name} vs ${set.player2Name}`}
          className="font-extrabold leading-tight [--fit-max:1.875rem]"
        />
        {playable ? (
          <a href={trackerHref(set.id)} className="btn-primary mt-2 min-h-11 self-start">
            Play this set
          </a>
        ) : null}
      </header>
      <section className="card flex flex-col gap-4" aria-label="Score">
        <SetScoreboard set={set} tags={tags} />
        {set.winnerName ? (
          <p role="status" className="text-center text-xl font-bold">
            {`${set.winnerName} Wins!`}
          </p>
        ) : null}
      </section>
      <SetConfirmation
        line={confirmation}
        setId={set.id}
        ended={set.matchStatus === "completed"}
        label={`${set.player1Name} vs ${set.player2Name}`}
      />
      <GamesSection set={set} games={set.games} level="h2" className="card" />
      <section className="card flex flex-col items-center gap-3 sm:flex-row sm:items-start">
        <img
          src={qr}
          width={200}
          height={200}
          alt={`QR code of this set's link: ${url}`}
          className="rounded-lg bg-white"
        />
        <div className="flex min-w-0 flex-col gap-2">
          <h2 className="text-xl font-bold">Share this set</h2>
          <p className="break-all text-sm">{url}</p>
          {hydrated ? (
            <p className="text-sm text-muted">
              Scan to follow the set on a phone; the page updates as games are recorded.
            </p>
          ) : (
            // Without JavaScript nothing arrives by itself: say so, and offer the refresh.
            <p className="text-sm text-muted" data-testid="no-live-updates">
              {"This page does not update by itself. "}
              <a href={setHref(set.id)} className="font-semibold underline">
                Refresh
              </a>
              {" to see new games."}
            </p>
          )}
          <a href={overlayHref(set.id)} className="btn-secondary min-h-11 self-start">
            Stream overlay
          </a>
        </div>
      </section>
    </div>
  );
}
