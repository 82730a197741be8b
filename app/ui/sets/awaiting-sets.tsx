import { Link } from "@remix-run/react";
import type { AwaitingSet } from "~/models/set-links.server";
import { LocalTime } from "~/ui/common/local-time";
import { useLiveRevalidate, useSocketEvent } from "~/ui/realtime/realtime-connection";
import { setHref } from "~/ui/sets/hrefs";
import { LazySetAnswerButtons } from "~/ui/sets/lazy-parts";
import { SetListItem } from "~/ui/sets/set-list-item";

export const AWAITING_ID = "awaiting";

type Listed = Omit<AwaitingSet, "createdAt"> & { createdAt: Date | string };

/**
 * The sets whose linked opponent is the signed-in player, still unanswered: the notification
 * (the Score Tracker link's badge counts them). Hidden when there are none; refreshed live when
 * a set is started or answered.
 */
export function AwaitingSets({ sets }: { sets: Listed[] }) {
  const revalidate = useLiveRevalidate();
  useSocketEvent("setsAwaiting", revalidate);
  if (sets.length === 0) return null;
  return (
    <section id={AWAITING_ID} className="card" aria-labelledby="awaiting-title">
      <h2 id="awaiting-title" className="mb-1 text-xl font-bold">
        Sets awaiting your confirmation
      </h2>
      <p className="mb-4 text-sm text-muted">
        Confirmed sets count in both players&apos; records; disputed ones never do.
      </p>
      <ul className="flex flex-col gap-3">
        {sets.map((set) => {
          const names = `${set.player1Name} vs ${set.player2Name}`;
          const ended = set.matchStatus === "completed";
          return (
            <SetListItem
              key={set.id}
              testId="awaiting-set"
              about={
                <>
                  {`Recorded by ${set.user.username} · `}
                  <LocalTime value={set.createdAt} />
                  {ended ? null : " · In progress"}
                </>
              }
              players={
                <Link to={setHref(set.id)} className="font-semibold underline">
                  {`${set.player1Name} ${set.player1Score} - ${set.player2Score} ${set.player2Name}`}
                </Link>
              }
              actions={<LazySetAnswerButtons setId={set.id} ended={ended} label={names} />}
            />
          );
        })}
      </ul>
    </section>
  );
}
