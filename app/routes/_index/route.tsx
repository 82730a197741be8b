import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { REPORTS_HREF } from "~/ui/admin/hrefs";
import { lazyPart } from "~/ui/common/lazy-part";
import { CommunityForum } from "~/ui/home/community-forum";
import { ThisWeeksUpdates } from "~/ui/home/this-weeks-updates";
import { WalkingCharacter } from "~/ui/home/walking-character";
import { YourMatches } from "~/ui/home/your-matches";
import { homeLoader } from "./home.server";

// Drawn by the server (its vote form posts as plain HTML), its code fetched after hydration: the
// poll's form and results are the home page's largest part, and no part of its first load
// (issue 28).
const WeeklyPoll = lazyPart(() => import("~/ui/home/weekly-poll").then((m) => m.WeeklyPoll));

export const meta: MetaFunction = () => [
  { title: "Melee Hub — the Super Smash Bros. Melee community" },
  {
    name: "description",
    content:
      "Tournaments, SSBMRank rankings, a community forum, a weekly poll, friends and chat for competitive Super Smash Bros. Melee players.",
  },
  { property: "og:title", content: "Melee Hub" },
  { property: "og:type", content: "website" },
  {
    property: "og:description",
    content: "The home of the competitive Super Smash Bros. Melee community.",
  },
];

export function loader(args: LoaderFunctionArgs) {
  return homeLoader(args);
}

function WelcomeCard() {
  const { welcome } = useLoaderData<typeof loader>();
  return (
    <section className="card relative mt-1" aria-labelledby="welcome-title">
      <WalkingCharacter />
      {welcome.kind === "guest" ? (
        <>
          <h2 id="welcome-title" className="mb-2 text-2xl font-bold">
            Join the Community!
          </h2>
          <p className="mb-4 text-slate-600 dark:text-slate-300">
            Create an account to vote in the weekly poll, chat with friends, track your sets and
            join the discussion.
          </p>
          <Link to="/auth?tab=register" className="btn-primary">
            Sign Up
          </Link>
        </>
      ) : welcome.kind === "member" ? (
        <>
          <h2 id="welcome-title" className="mb-2 text-2xl font-bold">
            Welcome to the Community!
          </h2>
          <p className="text-slate-600 dark:text-slate-300">
            This is a place for respect and entertainment: cheer for great plays, be kind to players
            of every level, and keep the banter friendly.
          </p>
        </>
      ) : (
        <>
          <h2 id="welcome-title" className="mb-2 text-2xl font-bold">
            Welcome back, {welcome.nickname}.
          </h2>
          <p className="text-slate-600 dark:text-slate-300" data-testid="admin-summary">
            {welcome.summary}
          </p>
          {welcome.openReports > 0 ? (
            <p className="mt-2 font-semibold" data-testid="admin-reports">
              {welcome.openReports === 1
                ? "1 reported item waits for a moderator: "
                : `${welcome.openReports} reported items wait for a moderator: `}
              <Link to={REPORTS_HREF} className="text-accent underline">
                open the queue
              </Link>
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}

export default function Home() {
  const { featuredUpdates, forumPosts, poll, yourMatches, signedIn } =
    useLoaderData<typeof loader>();
  return (
    <div className="flex flex-col gap-8">
      <section className="rounded-2xl bg-gradient-to-br from-brand-600 to-violet-700 px-6 py-16 text-center text-white">
        <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl">Melee Hub</h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-white/90">
          Everything competitive Super Smash Bros. Melee in one place: tournaments, rankings and the
          community that keeps the game alive.
        </p>
      </section>
      <WelcomeCard />
      <YourMatches matches={yourMatches} />
      <ThisWeeksUpdates updates={featuredUpdates} />
      <CommunityForum posts={forumPosts} />
      <WeeklyPoll poll={poll} signedIn={signedIn} />
    </div>
  );
}
