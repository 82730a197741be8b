import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { bodyReadByIntent, pageIntent, readForm, runPageIntent } from "~/http/page-intents.server";
import { readReplayUpload } from "~/http/replay-upload.server";
import { requireUser } from "~/http/session.server";
import { redirectWithToast } from "~/http/toast.server";
import { DomainError } from "~/models/domain-error";
import { getOwnSet, recordReplay, ReplayRefusal, requireOwnSet } from "~/models/set.server";
import { firstIssue } from "~/schemas/first-issue";
import { idempotencyKeyFields } from "~/schemas/idempotency";
import { NOT_A_REPLAY, replaySummaryFormSchema } from "~/schemas/set";
import { setIdSchema } from "~/schemas/set";
import { trackerHref } from "~/ui/sets/hrefs";
import { ReplayDecision, type ReplayAnswer } from "~/ui/sets/replay-upload";

export const meta: MetaFunction = () => [{ title: "Replay | Score Tracker | Melee Hub" }];

const MULTIPART = /^\s*multipart\/form-data\b/i;

function setIdOf(request: Request) {
  const id = setIdSchema.safeParse(new URL(request.url).searchParams.get("match"));
  return id.success ? id.data : null;
}

/** Nothing to show by itself: the replay form lives on the set. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const setId = setIdOf(request);
  const set = setId ? await getOwnSet(user, setId).catch(() => null) : null;
  if (!set) throw redirect("/score-tracker");
  return {
    set: { id: set.id, player1Name: set.player1Name, player2Name: set.player2Name },
  };
}

/**
 * The replay's summary, the players' choices and the form's key: an uploaded file (read off the
 * main thread), or a form.
 */
async function readReplay(request: Request) {
  if (MULTIPART.test(request.headers.get("Content-Type") ?? "")) {
    const { summary, choices, idempotencyKey } = await readReplayUpload(request);
    return { summary, ...choices, idempotencyKey };
  }
  const parsed = replaySummaryFormSchema
    .merge(idempotencyKeyFields)
    .safeParse(Object.fromEntries((await readForm(request)) ?? []));
  if (!parsed.success) throw new DomainError(400, firstIssue(parsed.error));
  return parsed.data;
}

/**
 * POST /score-tracker/replay?match={id}: the page twin of a replay sent to .../games. A replay
 * that cannot count is answered here with what it holds, for the players to decide.
 */
export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const matchId = setIdOf(request);
  if (matchId === null) {
    return redirectWithToast("/score-tracker", {
      title: "Error",
      description: NOT_A_REPLAY,
      type: "destructive",
    });
  }
  return runPageIntent(request, user, {
    back: trackerHref(matchId),
    // The entry reads the body: strangers are refused before their file is read.
    readForm: bodyReadByIntent,
    intents: {
      default: pageIntent({
        schema: z.object({}),
        failure: "Replay Not Recorded",
        run: async (actor, _, request) => {
          // Strangers are refused before their file is read; the game is scored on the set read here.
          const own = await requireOwnSet(actor, matchId);
          const { summary, idempotencyKey, ...choices } = await readReplay(request);
          try {
            const set = await recordReplay(actor, own, summary, choices, idempotencyKey);
            const game = set.games.at(-1);
            return {
              title: "Game Recorded",
              description: `Game ${game?.number ?? ""} from the replay`,
            };
          } catch (error) {
            if (!(error instanceof ReplayRefusal)) throw error;
            const { message, replay, asks, status } = error;
            return data<ReplayAnswer>({ refusal: { message, replay, asks } }, { status });
          }
        },
      }),
    },
  });
}

export default function ReplayPage() {
  const { set } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <h1 className="text-3xl font-extrabold">Replay</h1>
      <section className="card flex flex-col gap-4">
        <p>{`${set.player1Name} vs ${set.player2Name}`}</p>
        {answer?.refusal ? (
          <ReplayDecision
            set={set}
            replay={answer.refusal.replay}
            message={answer.refusal.message}
            asks={answer.refusal.asks}
          />
        ) : (
          <p>Choose a replay on the match to record a game from it.</p>
        )}
        <Link to={trackerHref(set.id)} className="btn-secondary min-h-11 self-start">
          Back to the match
        </Link>
      </section>
    </div>
  );
}
