import { Link } from "@remix-run/react";

/**
 * Previous and Next links around the page number, for a list paged in its URL (so it pages
 * without JavaScript). Shows nothing when everything fits on the first page.
 */
export function Pager({
  label,
  page,
  pageCount,
  more,
  hrefOf,
  keepScroll = false,
}: {
  /** Names the navigation for screen readers ("Players pages"). */
  label: string;
  page: number;
  /** How many pages there are, when known. */
  pageCount?: number;
  /** Whether a next page exists. */
  more: boolean;
  hrefOf: (page: number) => string;
  /** Stay where the page is scrolled to: for a list in the middle of a page. */
  keepScroll?: boolean;
}) {
  if (page <= 1 && !more) return null;
  return (
    <nav aria-label={label} className="flex items-center gap-3 text-sm">
      {page > 1 ? (
        <Link to={hrefOf(page - 1)} className="btn-secondary" preventScrollReset={keepScroll}>
          Previous
        </Link>
      ) : null}
      <span className="text-muted">
        Page {page}
        {pageCount ? ` of ${pageCount}` : null}
      </span>
      {more ? (
        <Link to={hrefOf(page + 1)} className="btn-secondary" preventScrollReset={keepScroll}>
          Next
        </Link>
      ) : null}
    </nav>
  );
}
