import { useLocation } from "@remix-run/react";
import { SearchForm } from "~/ui/search/search-form";

/**
 * The top bar's search: a GET form to /search (a plain form post without JavaScript). On /search
 * it shows the query being looked at. Where the full link row fills the bar (xl up to 2xl) only
 * its button is shown: it opens /search, whose own box takes the words.
 */
export function SiteSearch() {
  const location = useLocation();
  const q =
    location.pathname === "/search" ? (new URLSearchParams(location.search).get("q") ?? "") : "";
  return (
    <SearchForm
      id="site-search-q"
      formLabel="Site search"
      boxLabel="Search Melee Hub"
      q={q}
      placeholder="Search"
      className="flex min-w-0 flex-1 items-center justify-end xl:flex-none"
      boxClassName="field-input min-h-11 w-full min-w-0 max-w-[14rem] rounded-r-none py-1.5 xl:hidden 2xl:block 2xl:w-48"
    >
      <button
        type="submit"
        aria-label="Search the site"
        className="min-h-11 rounded-r-md border border-l-0 border-slate-300 xl:rounded-l-md xl:border-l 2xl:rounded-l-none 2xl:border-l-0 bg-slate-100 px-2.5 py-1.5 text-sm hover:bg-slate-200 dark:border-slate-700 dark:bg-slate-800 dark:hover:bg-slate-700"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className="h-4 w-4"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <circle cx="8.5" cy="8.5" r="5.5" />
          <path d="m13 13 4.5 4.5" strokeLinecap="round" />
        </svg>
      </button>
    </SearchForm>
  );
}
