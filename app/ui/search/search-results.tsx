import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import type { SearchResults } from "~/models/search.server";
import { formatDayRange } from "~/models/tournament-days";
import type { SearchKind } from "~/schemas/search";
import { Pager } from "~/ui/common/pager";
import { playerHref } from "~/ui/players/hrefs";
import { searchHref } from "~/ui/search/hrefs";

export const GROUP_TITLES: Record<SearchKind, string> = {
  tournaments: "Tournaments",
  posts: "Forum posts",
  comments: "Comments",
  players: "Players",
};

/**
 * Highlighted text from the search: the domain escaped it and added only <mark> elements
 * (snippetHtml), so it is set as HTML.
 */
function Marked({ html, className }: { html: string; className?: string }) {
  if (!html) return null;
  return <span className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}

const snippetClass = "block text-sm text-slate-700 dark:text-slate-300";

function Group({
  kind,
  results,
  children,
}: {
  kind: SearchKind;
  results: SearchResults;
  children: ReactNode;
}) {
  const { q, type, page, more } = results;
  const title = GROUP_TITLES[kind];
  return (
    <section aria-labelledby={`search-${kind}`} className="card flex flex-col gap-3 p-4 sm:p-6">
      <h2 id={`search-${kind}`} className="text-lg font-bold">
        {title}
      </h2>
      <ul className="flex flex-col divide-y divide-slate-200 dark:divide-slate-800">{children}</ul>
      {type === "all" && more[kind] ? (
        <Link to={searchHref(q, kind)} className="self-start text-sm font-semibold text-accent">
          All matching {title.toLowerCase()} →
        </Link>
      ) : null}
      {type !== "all" ? (
        <Pager
          label={`${title} pages`}
          page={page}
          more={more[kind]}
          hrefOf={(to) => searchHref(q, type, to)}
        />
      ) : null}
    </section>
  );
}

const itemClass = "flex flex-col gap-1 py-2";

/** The groups that have hits, in a fixed order: tournaments, posts, comments, players. */
export function SearchResultGroups({ results }: { results: SearchResults }) {
  const { tournaments, posts, comments, players } = results;
  return (
    <div className="flex flex-col gap-4" data-testid="search-results">
      {tournaments.length > 0 ? (
        <Group kind="tournaments" results={results}>
          {tournaments.map((t) => (
            <li key={t.id} className={itemClass}>
              <Link to={`/tournaments/${t.id}`} className="font-semibold hover:underline">
                <Marked html={t.nameHtml} />
              </Link>
              <span className="text-xs text-muted">
                {formatDayRange(t.startDate, t.endDate)} · {t.location} · {t.region}
              </span>
              <Marked html={t.snippet} className={snippetClass} />
            </li>
          ))}
        </Group>
      ) : null}
      {posts.length > 0 ? (
        <Group kind="posts" results={results}>
          {posts.map((p) => (
            <li key={p.id} className={itemClass}>
              <Link to={`/forum/post/${p.id}`} className="font-semibold hover:underline">
                <Marked html={p.titleHtml} />
              </Link>
              <Marked html={p.snippet} className={snippetClass} />
            </li>
          ))}
        </Group>
      ) : null}
      {comments.length > 0 ? (
        <Group kind="comments" results={results}>
          {comments.map((c) => (
            <li key={c.id} className={itemClass}>
              <Marked html={c.snippet} className={snippetClass} />
              <span className="text-xs text-muted">
                on{" "}
                <Link
                  to={`/forum/post/${c.postId}#comment-${c.id}`}
                  className="font-semibold text-accent hover:underline"
                >
                  {c.postTitle}
                </Link>
              </span>
            </li>
          ))}
        </Group>
      ) : null}
      {players.length > 0 ? (
        <Group kind="players" results={results}>
          {players.map((p) => (
            <li key={p.id} className={itemClass}>
              <Link
                to={playerHref(p.username)}
                className="font-semibold text-accent hover:underline"
              >
                <Marked html={p.usernameHtml} />
              </Link>
            </li>
          ))}
        </Group>
      ) : null}
    </div>
  );
}
