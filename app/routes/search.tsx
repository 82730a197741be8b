import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { absoluteUrl } from "~/http/seo.server";
import { isDomainError } from "~/models/domain-error";
import { search } from "~/models/search.server";
import { parseSearchParams, SEARCH_KINDS, type SearchType } from "~/schemas/search";
import { searchHref } from "~/ui/search/hrefs";
import { SearchForm } from "~/ui/search/search-form";
import { GROUP_TITLES, SearchResultGroups } from "~/ui/search/search-results";
import { cn } from "~/utils/cn";
import { SITE_NAME } from "~/utils/seo";

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [
  { title: page?.q ? `${page.q} — Search | ${SITE_NAME}` : `Search | ${SITE_NAME}` },
  { tagName: "link", rel: "canonical", href: page?.canonical ?? "/search" },
  // Results repeat other pages' content: those pages are what search engines should index.
  { name: "robots", content: "noindex" },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const params = parseSearchParams(new URL(request.url).searchParams);
  const canonical = absoluteUrl(request, "/search");
  try {
    return { ...params, canonical, error: null, results: await search(params) };
  } catch (error) {
    if (!isDomainError(error)) throw error;
    return data(
      { ...params, canonical, error: error.message, results: null },
      { status: error.status },
    );
  }
}

const TABS: { type: SearchType; label: string }[] = [
  { type: "all", label: "All" },
  ...SEARCH_KINDS.map((kind) => ({ type: kind, label: GROUP_TITLES[kind] })),
];

export default function SearchPage() {
  const { q, type, error, results } = useLoaderData<typeof loader>();
  const empty =
    results &&
    results.tournaments.length +
      results.posts.length +
      results.comments.length +
      results.players.length ===
      0;
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4">
      <h1 className="text-2xl font-extrabold sm:text-3xl">Search</h1>
      <SearchForm
        id="search-page-q"
        formLabel="Search tournaments, forum and players"
        boxLabel="Search for"
        q={q}
        placeholder="Tournaments, posts, comments, players…"
        className="flex gap-2"
        boxClassName="field-input"
      >
        {type !== "all" ? <input type="hidden" name="type" value={type} /> : null}
        <button type="submit" className="btn-primary">
          Search
        </button>
      </SearchForm>

      {q ? (
        <nav aria-label="Result groups" className="-mx-1 flex gap-1 overflow-x-auto px-1 pb-1">
          {TABS.map((tab) => (
            <Link
              key={tab.type}
              to={searchHref(q, tab.type)}
              aria-current={tab.type === type ? "page" : undefined}
              className={cn(
                "whitespace-nowrap rounded-md px-3 py-1.5 text-sm font-medium",
                tab.type === type
                  ? "bg-brand-600 text-white"
                  : "text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800",
              )}
            >
              {tab.label}
            </Link>
          ))}
        </nav>
      ) : null}

      {error ? (
        <p role="alert" className="card p-4 text-danger">
          {error}
        </p>
      ) : !q ? (
        <p className="text-muted">
          Type a word to find tournaments, forum posts and comments, and players. Accents and
          capitals do not matter, and the start of a word is enough.
        </p>
      ) : empty ? (
        <div className="card text-center">
          <h2 className="mb-1 text-xl font-semibold">{`No results for “${q}”`}</h2>
          <p className="text-muted">Try fewer or shorter words.</p>
        </div>
      ) : results ? (
        <SearchResultGroups results={results} />
      ) : null}
    </div>
  );
}
