import { Form } from "@remix-run/react";
import { formatDayRange } from "~/models/tournament-days";
import type { AdminTournament } from "~/models/tournament.server";
import { formatDate } from "~/ui/admin/format";
import { sectionAction } from "~/ui/admin/hrefs";
import { EmptyNote } from "~/ui/admin/section";
import { formatFee } from "~/ui/tournaments/format";
import { TypeBadge } from "~/ui/tournaments/type-badge";

/** A submission as the admin page shows it: everything, submitter and email included. */
export type PendingTournament = AdminTournament;

/** Submitted tournaments waiting for review; any admin may approve or reject them. */
export function PendingTournaments({ tournaments }: { tournaments: PendingTournament[] }) {
  return (
    <div>
      <h3 className="mb-2 text-lg font-semibold">Tournament Submissions ({tournaments.length})</h3>
      {tournaments.length === 0 ? (
        <EmptyNote>No pending tournament submissions.</EmptyNote>
      ) : (
        <ul className="flex flex-col gap-3">
          {tournaments.map((t) => (
            <PendingTournamentItem key={t.id} tournament={t} />
          ))}
        </ul>
      )}
    </div>
  );
}

function PendingTournamentItem({ tournament: t }: { tournament: PendingTournament }) {
  const nameId = `pending-tournament-${t.id}`;
  const extras = [
    t.maxPlayers != null ? `Max players: ${t.maxPlayers}` : null,
    t.registrationFee != null ? `Entry fee: ${formatFee(t.registrationFee)}` : null,
    t.prizePool.trim() ? `Prize pool: ${t.prizePool}` : null,
  ].filter((x): x is string => x !== null);
  return (
    <li
      className="rounded-lg border border-slate-200 p-4 dark:border-slate-800"
      data-testid="pending-tournament"
    >
      <p className="flex flex-wrap items-center gap-2">
        <span id={nameId} className="font-semibold">
          {t.name}
        </span>
        <TypeBadge type={t.type} />
      </p>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
        {formatDayRange(t.startDate, t.endDate)} · {t.location} · {t.region}
      </p>
      <p className="my-2 whitespace-pre-wrap break-words text-sm">{t.description}</p>
      {extras.length > 0 ? (
        <p className="mb-2 text-sm text-slate-600 dark:text-slate-300">{extras.join(" · ")}</p>
      ) : null}
      <p className="mb-3 text-xs text-muted">
        Submitted by {t.submittedBy ?? "unknown"}
        {t.submitterEmail ? ` (${t.submitterEmail})` : ""} on {formatDate(t.createdAt)}
      </p>
      <div className="flex gap-2">
        <Form method="post" action={sectionAction("requests")} preventScrollReset>
          <input type="hidden" name="intent" value="approveTournament" />
          <input type="hidden" name="tournamentId" value={t.id} />
          <button type="submit" className="btn-primary px-3 py-1 text-xs" aria-describedby={nameId}>
            Approve
          </button>
        </Form>
        <Form method="post" action={sectionAction("requests")} preventScrollReset>
          <input type="hidden" name="intent" value="rejectTournament" />
          <input type="hidden" name="tournamentId" value={t.id} />
          <button
            type="submit"
            className="btn-secondary px-3 py-1 text-xs"
            aria-describedby={nameId}
          >
            Reject
          </button>
        </Form>
      </div>
    </li>
  );
}
