import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { absoluteUrl } from "~/http/seo.server";
import { isDomainError } from "~/models/domain-error";
import { playerPage, type PlayerPage } from "~/models/player.server";
import { Avatar } from "~/ui/common/avatar";
import { headToHeadHref, playerHref } from "~/ui/players/hrefs";
import { PlayerLink } from "~/ui/players/player-link";
import { dayOf, RecordSummary, winRate, wonLost } from "~/ui/players/record";
import { JsonLd } from "~/ui/seo/json-ld";
import { metaDescription, seoMeta, SITE_NAME } from "~/utils/seo";

export async function loader({ request, params }: LoaderFunctionArgs) {
  try {
    const player = await playerPage(params.tag ?? "");
    return data({ player, url: absoluteUrl(request, playerHref(player.tag)) });
  } catch (error) {
    if (isDomainError(error) && error.status === 404) {
      throw new Response("Not Found", { status: 404 });
    }
    throw error;
  }
}

/** A picture crawlers can fetch: an address, not an uploaded picture kept inline. */
const publicPicture = (picture: string | null, url: string) =>
  picture && /^(https:\/\/|\/)/.test(picture) ? new URL(picture, url).href : null;

function describe(player: PlayerPage) {
  const plays = player.main ? `, plays ${player.main}` : "";
  return metaDescription(
    `${player.tag}${plays}: ${wonLost(player.record.sets)} in sets on ${SITE_NAME}. Results, characters, recent sets and head-to-heads.`,
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  if (!data) return [{ title: `Player not found | ${SITE_NAME}` }];
  const { player, url } = data;
  return seoMeta({
    title: `${player.tag} | ${SITE_NAME}`,
    description: describe(player),
    url,
    image: publicPicture(player.picture, url),
  });
};

function profileJsonLd(player: PlayerPage, url: string) {
  const image = publicPicture(player.picture, url);
  return {
    "@context": "https://schema.org",
    "@type": "ProfilePage",
    url,
    mainEntity: {
      "@type": "Person",
      name: player.tag,
      url,
      description: describe(player),
      ...(image && { image }),
    },
  };
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  const id = `${title.toLowerCase().replace(/\W+/g, "-")}-heading`;
  return (
    <section aria-labelledby={id} className="mt-8">
      <h2 id={id} className="mb-3 text-xl font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

const Empty = ({ children }: { children: React.ReactNode }) => (
  <p className="text-sm text-slate-600 dark:text-slate-300">{children}</p>
);

export default function PlayerPageRoute() {
  const { player, url } = useLoaderData<typeof loader>();
  const avatarUser = {
    id: player.id,
    username: player.tag,
    role: player.role,
    isAdmin: player.isAdmin,
    profilePicture: player.picture,
  };
  return (
    <article className="card mx-auto max-w-4xl">
      <header className="flex flex-wrap items-center gap-4">
        <Avatar user={avatarUser} size="lg" />
        <div className="min-w-0">
          <h1 className="break-words text-3xl font-extrabold">{player.tag}</h1>
          <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 text-sm">
            {player.slippiCode ? (
              <>
                <dt className="font-semibold">Slippi</dt>
                <dd>{player.slippiCode}</dd>
              </>
            ) : null}
            {player.main ? (
              <>
                <dt className="font-semibold">Main</dt>
                <dd>{player.main}</dd>
              </>
            ) : null}
            {player.secondaries.length > 0 ? (
              <>
                <dt className="font-semibold">Secondaries</dt>
                <dd>{player.secondaries.join(", ")}</dd>
              </>
            ) : null}
            {player.ranking ? (
              <>
                <dt className="font-semibold">SSBMRank</dt>
                <dd>
                  <Link to="/rankings" className="text-info hover:underline">
                    #{player.ranking.rank}
                  </Link>{" "}
                  · {player.ranking.character} · {player.ranking.region}
                </dd>
              </>
            ) : null}
          </dl>
        </div>
      </header>

      <Section title="Record">
        <RecordSummary sets={player.record.sets} games={player.record.games} />
        <p className="mt-2 text-xs text-slate-600 dark:text-slate-300">
          Bracket sets, and score-tracker sets both players confirmed.
        </p>
      </Section>

      <Section title="Results">
        {player.results.length === 0 ? (
          <Empty>No event results yet.</Empty>
        ) : (
          <ul className="divide-y divide-slate-200 text-sm dark:divide-slate-700">
            {player.results.map((result) => (
              <li key={result.eventId} className="flex flex-wrap items-baseline gap-x-3 py-2">
                <span className="w-20 font-bold">
                  {result.placement}
                  <span className="font-normal"> of {result.entrants}</span>
                </span>
                <Link to={`/events/${result.eventId}`} className="text-info hover:underline">
                  {result.eventName}
                </Link>
                <Link
                  to={`/tournaments/${result.tournamentId}`}
                  className="text-info hover:underline"
                >
                  {result.tournamentName}
                </Link>
                <span>{result.date}</span>
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section title="Characters">
        {player.characters.length === 0 ? (
          <Empty>No games with characters recorded yet.</Empty>
        ) : (
          <table className="w-full max-w-md text-left text-sm">
            <thead>
              <tr>
                <th scope="col">Character</th>
                <th scope="col">Games</th>
                <th scope="col">Won</th>
              </tr>
            </thead>
            <tbody>
              {player.characters.map((row) => (
                <tr key={row.character}>
                  <td>{row.character}</td>
                  <td>{row.games}</td>
                  <td>{winRate({ won: row.won, lost: row.games - row.won })}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </Section>

      <Section title="Recent sets">
        {player.recentSets.length === 0 ? (
          <Empty>No counted sets yet.</Empty>
        ) : (
          <ul className="divide-y divide-slate-200 text-sm dark:divide-slate-700">
            {player.recentSets.map((set) => (
              <li key={set.setId} className="flex flex-wrap items-baseline gap-x-3 py-2">
                <span className="w-24">{dayOf(set.date)}</span>
                <span className={set.won ? "font-bold" : undefined}>
                  {set.won ? "Won" : "Lost"} {set.score}
                </span>
                <span className="min-w-0 break-words">
                  vs {set.opponent ? <PlayerLink tag={set.opponent.tag} /> : set.opponentName}
                </span>
                <Link to={`/sets/${set.setId}`} className="text-info hover:underline">
                  Set
                  <span className="sr-only"> vs {set.opponentName}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section title="Most played">
        {player.opponents.length === 0 ? (
          <Empty>No opponents yet.</Empty>
        ) : (
          <ul className="divide-y divide-slate-200 text-sm dark:divide-slate-700">
            {player.opponents.map((opponent) => (
              <li key={opponent.id} className="flex flex-wrap items-baseline gap-x-3 py-2">
                <PlayerLink tag={opponent.tag} className="min-w-0 break-words font-semibold" />
                <span>{wonLost(opponent)} in sets</span>
                <Link
                  to={headToHeadHref(player.tag, opponent.tag)}
                  className="text-info hover:underline"
                >
                  Head-to-head<span className="sr-only"> with {opponent.tag}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </Section>
      <JsonLd data={profileJsonLd(player, url)} />
    </article>
  );
}
