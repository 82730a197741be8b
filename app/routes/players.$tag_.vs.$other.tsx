import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { periodOf } from "~/http/period-param.server";
import { absoluteUrl } from "~/http/seo.server";
import { isDomainError } from "~/models/domain-error";
import { headToHead } from "~/models/player.server";
import { headToHeadHref } from "~/ui/players/hrefs";
import { PlayerLink } from "~/ui/players/player-link";
import { dayOf, RecordSummary, wonLost } from "~/ui/players/record";
import { metaDescription, seoMeta, SITE_NAME } from "~/utils/seo";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const asked = new URL(request.url).searchParams;
  const form = {
    period: asked.get("period") ?? "all",
    from: asked.get("from")?.slice(0, 10) ?? "",
    to: asked.get("to")?.slice(0, 10) ?? "",
  };
  const period = periodOf(request);
  try {
    // A period that cannot be read shows all time, with what is wrong above the form (400).
    const record = await headToHead(
      params.tag ?? "",
      params.other ?? "",
      period.success ? period.data : { from: null, to: null },
    );
    return data(
      {
        record,
        form,
        periodError: period.success ? null : period.error,
        url: absoluteUrl(request, headToHeadHref(record.player.tag, record.opponent.tag)),
      },
      { status: period.success ? 200 : 400 },
    );
  } catch (error) {
    if (isDomainError(error) && error.status === 404) {
      throw new Response("Not Found", { status: 404 });
    }
    throw error;
  }
}

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  if (!data) return [{ title: `Head-to-head not found | ${SITE_NAME}` }];
  const { player, opponent, sets, games } = data.record;
  return seoMeta({
    title: `${player.tag} vs ${opponent.tag} | ${SITE_NAME}`,
    description: metaDescription(
      `${player.tag} vs ${opponent.tag}: ${wonLost(sets)} in sets, ${wonLost(games)} in games, by stage and by character.`,
    ),
    url: data.url,
  });
};

const TH = "py-1 pr-3 font-semibold";

export default function HeadToHeadPage() {
  const { record, form, periodError } = useLoaderData<typeof loader>();
  const { player, opponent } = record;
  return (
    <article className="card mx-auto max-w-4xl">
      <h1 className="break-words text-3xl font-extrabold">
        <PlayerLink tag={player.tag} /> vs <PlayerLink tag={opponent.tag} />
      </h1>

      <Form method="get" className="mt-4 flex flex-wrap items-end gap-3" aria-label="Period">
        <label className="text-sm">
          <span className="field-label">Period</span>
          <select name="period" defaultValue={form.period} className="field-input min-h-11">
            <option value="all">All time</option>
            <option value="year">This year</option>
            <option value="range">Between dates</option>
          </select>
        </label>
        <label className="text-sm">
          <span className="field-label">From</span>
          <input
            type="date"
            name="from"
            defaultValue={form.from}
            className="field-input min-h-11"
          />
        </label>
        <label className="text-sm">
          <span className="field-label">To</span>
          <input type="date" name="to" defaultValue={form.to} className="field-input min-h-11" />
        </label>
        <button type="submit" className="btn-primary min-h-11">
          Show
        </button>
      </Form>
      {periodError ? (
        <p role="alert" className="field-error">
          {periodError}
        </p>
      ) : null}

      <section aria-labelledby="h2h-record" className="mt-6">
        <h2 id="h2h-record" className="mb-3 text-xl font-bold">
          {player.tag}&apos;s record
        </h2>
        <RecordSummary sets={record.sets} games={record.games} />
      </section>

      <div className="mt-6 grid gap-6 md:grid-cols-2">
        <section aria-labelledby="h2h-stages">
          <h2 id="h2h-stages" className="mb-2 text-xl font-bold">
            By stage
          </h2>
          {record.byStage.length === 0 ? (
            <p className="text-sm">No games with a stage recorded.</p>
          ) : (
            <table className="w-full text-left text-sm">
              <thead>
                <tr>
                  <th scope="col" className={TH}>
                    Stage
                  </th>
                  <th scope="col" className={TH}>
                    Games
                  </th>
                </tr>
              </thead>
              <tbody>
                {record.byStage.map((row) => (
                  <tr key={row.stage}>
                    <td className="py-1 pr-3">{row.stage}</td>
                    <td className="py-1 pr-3">{wonLost(row)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
        <section aria-labelledby="h2h-matchups">
          <h2 id="h2h-matchups" className="mb-2 text-xl font-bold">
            By characters
          </h2>
          {record.byMatchup.length === 0 ? (
            <p className="text-sm">No games with both characters recorded.</p>
          ) : (
            <table className="w-full text-left text-sm">
              <thead>
                <tr>
                  <th scope="col" className={TH}>
                    {player.tag}
                  </th>
                  <th scope="col" className={TH}>
                    {opponent.tag}
                  </th>
                  <th scope="col" className={TH}>
                    Games
                  </th>
                </tr>
              </thead>
              <tbody>
                {record.byMatchup.map((row) => (
                  <tr key={`${row.character}-${row.opponentCharacter}`}>
                    <td className="py-1 pr-3">{row.character}</td>
                    <td className="py-1 pr-3">{row.opponentCharacter}</td>
                    <td className="py-1 pr-3">{wonLost(row)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
      </div>

      <section aria-labelledby="h2h-sets" className="mt-6">
        <h2 id="h2h-sets" className="mb-2 text-xl font-bold">
          Sets
        </h2>
        {record.history.length === 0 ? (
          <p className="text-sm">
            {player.tag} and {opponent.tag} have no counted sets against each other
            {form.period === "all" ? "" : " in this period"}.
          </p>
        ) : (
          <ul className="divide-y divide-slate-200 text-sm dark:divide-slate-700">
            {record.history.map((set) => (
              <li key={set.setId} className="flex flex-wrap items-baseline gap-x-3 py-2">
                <span className="w-24">{dayOf(set.date)}</span>
                <span className={set.won ? "font-bold" : undefined}>
                  {set.won ? "Won" : "Lost"} {set.score}
                </span>
                {set.eventId !== null ? (
                  <Link to={`/events/${set.eventId}`} className="text-info hover:underline">
                    {set.eventName}
                  </Link>
                ) : (
                  <span>Score tracker</span>
                )}
                <Link to={`/sets/${set.setId}`} className="text-info hover:underline">
                  Set<span className="sr-only"> of {dayOf(set.date)}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
    </article>
  );
}
