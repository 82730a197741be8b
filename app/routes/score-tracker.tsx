import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { LiveMatch } from "~/components/score/live-match";
import { RecentMatches } from "~/components/score/recent-matches";
import { SetupForm } from "~/components/score/setup-form";
import {
  awardPoint,
  deleteMatch,
  getOwnMatch,
  recentMatches,
  runBack,
  startMatch,
} from "~/models/score.server";
import { isOwner } from "~/models/user.server";
import {
  awardPointSchema,
  matchIdSchema,
  MISSING_PLAYERS,
  MISSING_PLAYERS_TITLE,
  startMatchSchema,
} from "~/schemas/score";
import { isDomainError } from "~/utils/domain-error";
import { getUser, requireUser } from "~/http/session.server";
import type { Toast } from "~/utils/toast";
import { redirectWithToast } from "~/http/toast.server";

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
  const matchId = matchIdSchema.safeParse(new URL(request.url).searchParams.get("match"));
  const [match, recent] = await Promise.all([
    matchId.success ? getOwnMatch(user, matchId.data).catch(() => null) : null,
    recentMatches(user),
  ]);
  return { signedIn: true as const, match, recent, canDelete: isOwner(user) };
}

const intentSchema = z.discriminatedUnion("intent", [
  startMatchSchema.extend({ intent: z.literal("start") }),
  awardPointSchema.extend({ intent: z.literal("award") }),
  z.object({ intent: z.literal("runback"), matchId: matchIdSchema }),
  z.object({ intent: z.literal("delete"), matchId: matchIdSchema }),
]);
type Intent = z.infer<typeof intentSchema>;

/** Failures are titled Error, with these fallbacks. */
const FAILURES: Record<Intent["intent"], string> = {
  start: "Failed to start match",
  award: "Failed to award point",
  runback: "Failed to start match",
  delete: "Failed to delete match",
};

const matchUrl = (id: number) => `/score-tracker?match=${id}`;

// The page twin of /api/score-tracker/*: the same domain functions, answered with redirects.
export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const raw = Object.fromEntries(await request.formData());
  const parsed = intentSchema.safeParse(raw);
  if (!parsed.success) {
    const missingNames = parsed.error.issues.some((i) => i.message === MISSING_PLAYERS);
    return redirectWithToast("/score-tracker", {
      title: missingNames ? MISSING_PLAYERS_TITLE : "Error",
      description: missingNames ? MISSING_PLAYERS : parsed.error.issues[0].message,
      type: "destructive",
    });
  }
  const input = parsed.data;
  try {
    switch (input.intent) {
      case "start":
        return redirect(matchUrl((await startMatch(user, input)).id));
      case "award":
        await awardPoint(user, input.matchId, input.playerId);
        return redirect(matchUrl(input.matchId));
      case "runback":
        return redirect(matchUrl((await runBack(user, input.matchId)).id));
      case "delete":
        await deleteMatch(user, input.matchId);
        return redirectWithToast(back(request), {
          title: "Match Deleted",
          description: "Match has been removed from history",
        });
    }
  } catch (error) {
    if (!isDomainError(error)) throw error;
    const toast: Toast = {
      title: error.title ?? "Error",
      description: error.title ? error.message : `${FAILURES[input.intent]}: ${error.message}`,
      type: "destructive",
    };
    const stay = input.intent === "award" || input.intent === "runback";
    return redirectWithToast(stay ? matchUrl(input.matchId) : "/score-tracker", toast);
  }
}

/** Where a delete came from (the live match stays open if it was not the one deleted). */
function back(request: Request) {
  const referer = request.headers.get("Referer");
  if (!referer) return "/score-tracker";
  const url = new URL(referer);
  return url.pathname === "/score-tracker" ? url.pathname + url.search : "/score-tracker";
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
          {data.match ? <LiveMatch match={data.match} /> : <SetupForm />}
          <RecentMatches matches={data.recent} canDelete={data.canDelete} />
        </>
      )}
    </div>
  );
}
