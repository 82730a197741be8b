import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { absoluteUrl } from "~/http/seo.server";
import { isDomainError } from "~/models/domain-error";
import { playerPage, type PlayerPage } from "~/models/player.server";
import { Avatar } from "~/ui/common/avatar";
import { headToHeadHref, playerHref } from "~/ui/players/hrefs";
import { RowList, SetRow, StatTable } from "~/ui/players/lists";
import { PlayerLink } from "~/ui/players/player-link";
import { RecordSummary, ROW_LINK, winRate, wonLost } from "~/ui/players/record";
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
                  <Link to="/rankings" className={ROW_LINK}>
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
        <RowList
          items={player.results}
          empty="No event results yet."
          keyOf={(result) => result.eventId}
          row={(result) => (
            <>
              <span className="w-20 font-bold">
                {result.placement}
                <span className="font-normal"> of {result.entrants}</span>
              </span>
              <Link to={`/events/${result.eventId}`} className={ROW_LINK}>
                {result.eventName}
              </Link>
              <Link to={`/tournaments/${result.tournamentId}`} className={ROW_LINK}>
                {result.tournamentName}
              </Link>
              <span>{result.date}</span>
            </>
          )}
        />
      </Section>

      <Section title="Characters">
        <StatTable
          headings={["Character", "Games", "Won"]}
          empty="No games with characters recorded yet."
          rows={player.characters.map((row) => ({
            key: row.character,
            cells: [row.character, row.games, winRate({ won: row.won, lost: row.games - row.won })],
          }))}
        />
      </Section>

      <Section title="Recent sets">
        <RowList
          items={player.recentSets}
          empty="No counted sets yet."
          keyOf={(set) => set.setId}
          row={(set) => (
            <SetRow set={set} linkLabel={`vs ${set.opponentName}`}>
              <span className="min-w-0 break-words">
                vs{" "}
                {set.opponent ? (
                  <PlayerLink tag={set.opponent.tag} className="inline-flex min-h-6 items-center" />
                ) : (
                  set.opponentName
                )}
              </span>
            </SetRow>
          )}
        />
      </Section>

      <Section title="Most played">
        <RowList
          items={player.opponents}
          empty="No opponents yet."
          keyOf={(opponent) => opponent.id}
          row={(opponent) => (
            <>
              <PlayerLink
                tag={opponent.tag}
                className="inline-flex min-h-6 min-w-0 items-center break-words font-semibold"
              />
              <span>{wonLost(opponent)} in sets</span>
              <Link to={headToHeadHref(player.tag, opponent.tag)} className={ROW_LINK}>
                Head-to-head<span className="sr-only"> with {opponent.tag}</span>
              </Link>
            </>
          )}
        />
      </Section>
      <JsonLd data={profileJsonLd(player, url)} />
    </article>
  );
}
