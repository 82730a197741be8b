import { formatDayRange } from "~/models/tournament-days";
import { formatFee } from "./format";
import { SCHEDULE } from "./schedule";
import { TypeBadge } from "./type-badge";
import type { TournamentView } from "./types";

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="rounded-lg bg-slate-100 p-3 dark:bg-slate-800/70">
      <dt className="text-xs uppercase tracking-wide text-muted">{label}</dt>
      <dd className="mt-1 font-semibold">{children}</dd>
    </div>
  );
}

/**
 * Everything the details dialog shows except the name, which the dialog title or
 * the page heading carries.
 */
export function TournamentDetails({ tournament: t }: { tournament: TournamentView }) {
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <TypeBadge type={t.type} />
        <span>
          <time dateTime={t.startDate}>{formatDayRange(t.startDate, t.endDate)}</time>
        </span>
        {/* Each dot leads its item, so a wrapped line never ends on a dot. */}
        <span>
          <span aria-hidden="true" className="mr-2">
            ·
          </span>
          {t.location}
        </span>
        <span>
          <span aria-hidden="true" className="mr-2">
            ·
          </span>
          {t.region}
        </span>
      </div>
      <p className="whitespace-pre-line break-words text-slate-700 dark:text-slate-300">
        {t.description}
      </p>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Fact label="Registered Players">{t.registeredPlayers}</Fact>
        {t.maxPlayers != null ? <Fact label="Max Players">{t.maxPlayers}</Fact> : null}
        <Fact label="Registration Fee">{formatFee(t.registrationFee)}</Fact>
        {t.prizePool ? <Fact label="Prize Pool">{t.prizePool}</Fact> : null}
        {t.winner ? <Fact label="Singles Winner">{t.winner}</Fact> : null}
        {t.doublesWinner ? <Fact label="Doubles Winner">{t.doublesWinner}</Fact> : null}
      </dl>
      <section aria-label="Schedule">
        <h3 className="mb-2 text-lg font-semibold">Schedule</h3>
        <ol className="grid gap-3 sm:grid-cols-3">
          {SCHEDULE.map((day) => (
            <li
              key={day.day}
              className="rounded-lg border border-slate-200 p-3 dark:border-slate-700"
            >
              <h4 className="mb-1 font-semibold text-info">{day.day}</h4>
              <ul className="list-disc pl-5 text-sm">
                {day.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
