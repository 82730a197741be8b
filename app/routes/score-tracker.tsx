import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import {
  awardPointSchema,
  checkedStocks,
  gameFields,
  pickSchema,
  setIdField,
  setIdSchema,
  startSetSchema,
  strikeSchema,
  pageIntent,
  runPageIntent,
  type IntentSpec,
  getUser,
  requireUser,
  answerIntents,
  setPlayerTags,
  awaitingSets,
  awardPoint,
  deleteSet,
  getOwnSet,
  lastCharacters,
  pickStage,
  recentSets,
  recordGame,
  runBack,
  SET_COMPLETE,
  startSet,
  strikeStage,
  undoStep,
  isAdmin,
  isOwner,
  type PublicUser,
} from "~/http/score-tracker-page.server";
import type { DomainError } from "~/models/domain-error";
import { idempotencyKeyFields } from "~/schemas/idempotency";
import { MISSING_PLAYERS, MISSING_PLAYERS_TITLE } from "~/schemas/set-options";
import { AwaitingSets } from "~/ui/sets/awaiting-sets";
import { trackerHref } from "~/ui/sets/hrefs";
import { LazySetupForm } from "~/ui/sets/lazy-parts";
import { LiveSet } from "~/ui/sets/live-set";
import { RecentSets } from "~/ui/sets/recent-sets";

export const meta: MetaFunction = () => [
  { title: "Score Tracker | Melee Hub" },
  {
    name: "description",
    content: "Keep score of first-to-N Melee sets, run it back, and look over your recent matches.",
  },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getUser(request);
  if (!user) return { signedIn: false as const };
  const setId = setIdSchema.safeParse(new URL(request.url).searchParams.get("match"));
  const [set, recent, characters, awaiting] = await Promise.all([
    setId.success ? getOwnSet(user, setId.data).catch(() => null) : null,
    recentSets(user),
    lastCharacters(user),
    awaitingSets(user.id),
  ]);
  return {
    signedIn: true as const,
    set,
    // The set's names link to its linked players' pages.
    tags: set ? await setPlayerTags(set) : null,
    recent,
    characters,
    awaiting,
    canDelete: isOwner(user),
    undoesFurther: isAdmin(user),
    player1: user.username,
  };
}

const SET_COMPLETE_TITLE = "Match Complete";

/** A move in the set (a point, a game, a strike, a pick): back to the set, whatever the answer. */
function playIntent<Input extends { matchId: number }>(
  schema: IntentSpec<Input>["schema"],
  what: string,
  play: (actor: PublicUser, input: Input) => Promise<unknown>,
) {
  return pageIntent({
    schema,
    failure: failedTo(what),
    to: ({ matchId }) => trackerHref(matchId),
    run: async (actor, input) => {
      await play(actor, input);
      return redirect(trackerHref(input.matchId));
    },
  });
}

/** Failures are titled Error and say what failed; a point after the end says only that. */
const failedTo = (what: string) => ({
  title: (error: DomainError) => (error.message === SET_COMPLETE ? SET_COMPLETE_TITLE : "Error"),
  message: (error: DomainError) =>
    error.message === SET_COMPLETE ? error.message : `${what}: ${error.message}`,
});

// The page twin of /api/score-tracker/*: the same domain functions, answered with redirects.
export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  return runPageIntent(request, user, {
    back: "/score-tracker",
    invalid: (problems) =>
      problems.includes(MISSING_PLAYERS)
        ? { title: MISSING_PLAYERS_TITLE, description: MISSING_PLAYERS, type: "destructive" }
        : { title: "Error", description: problems[0], type: "destructive" },
    intents: {
      start: pageIntent({
        schema: startSetSchema,
        failure: failedTo("Failed to start match"),
        run: async (actor, input) => redirect(trackerHref((await startSet(actor, input)).id)),
      }),
      // A failed point, game, strike, pick or runback stays on the set.
      award: playIntent(
        awardPointSchema.merge(idempotencyKeyFields),
        "Failed to award point",
        (actor, { matchId, playerId, idempotencyKey }) =>
          awardPoint(actor, matchId, playerId, idempotencyKey),
      ),
      strike: playIntent(
        setIdField.merge(strikeSchema),
        "Failed to strike the stage",
        (actor, { matchId, stage }) => strikeStage(actor, matchId, stage),
      ),
      pick: playIntent(
        setIdField.merge(pickSchema),
        "Failed to pick the stage",
        (actor, { matchId, stage, gentlemans }) => pickStage(actor, matchId, stage, gentlemans),
      ),
      game: playIntent(
        setIdField.merge(gameFields).merge(idempotencyKeyFields).transform(checkedStocks),
        "Failed to record the game",
        (actor, { matchId, idempotencyKey, ...game }) =>
          recordGame(actor, matchId, game, idempotencyKey),
      ),
      undo: playIntent(setIdField, "Failed to undo", (actor, { matchId }) =>
        undoStep(actor, matchId),
      ),
      runback: pageIntent({
        schema: setIdField,
        failure: failedTo("Failed to start match"),
        to: ({ matchId }) => trackerHref(matchId),
        run: async (actor, { matchId }) =>
          redirect(trackerHref((await runBack(actor, matchId)).id)),
      }),
      // The linked opponent's answers, from the list of sets awaiting them.
      ...answerIntents(() => "/score-tracker"),
      delete: pageIntent({
        schema: setIdField,
        failure: { ...failedTo("Failed to delete match"), to: () => "/score-tracker" },
        to: (_, request) => back(request),
        run: async (actor, { matchId }) => {
          await deleteSet(actor, matchId);
          return { title: "Match Deleted", description: "Match has been removed from history" };
        },
      }),
    },
  });
}

/** Where a delete came from (the live set stays open if it was not the one deleted). */
function back(request: Request) {
  const referer = request.headers.get("Referer") ?? "";
  // A missing or malformed Referer (any client can send one) just means the list.
  const url = URL.canParse(referer) ? new URL(referer) : null;
  return url?.pathname === "/score-tracker" ? url.pathname + url.search : "/score-tracker";
}

export default function ScoreTrackerPage() {
  const data = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <h1 className="text-3xl font-extrabold">Score Tracker</h1>
      {!data.signedIn ? (
        <section className="card text-center">
          <p className="mb-4">Please log in to use the Score Tracker</p>
          <Link to="/auth?redirectTo=%2Fscore-tracker" className="btn-primary">
            Log In
          </Link>
        </section>
      ) : (
        <>
          <AwaitingSets sets={data.awaiting} />
          {data.set ? (
            <LiveSet
              set={data.set}
              tags={data.tags ?? undefined}
              characters={data.characters}
              undoesFurther={data.undoesFurther}
            />
          ) : (
            <LazySetupForm player1={data.player1} />
          )}
          <RecentSets sets={data.recent} canDelete={data.canDelete} />
        </>
      )}
    </div>
  );
}
