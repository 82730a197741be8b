import { Link, useNavigate } from "@remix-run/react";
import { useCallback, type MouseEvent, type ReactNode } from "react";

// A paged list's links: Previous and Next under it (Pager) and the links in its rows (RowLink).
// One module, so the pages with such lists fetch no extra chunk for the row links.

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

/**
 * A link in a long list (50 friends, 50 conversations). Remix's <Link> runs a dozen hooks and
 * resolves its path twice on every server render: on a 50-row page that was a large share of
 * what the page costs beyond its demo size. A RowLink is a plain <a>; the list it is in takes
 * its clicks through `useRowLinkNavigation`, so it still navigates in the page once the script
 * runs (and as a plain link before that, or without JavaScript). `data-discover` lets Remix's
 * route discovery find its route ahead of the click, as it does for a <Link>. `to` is a path
 * from the site's root.
 */
export function RowLink({
  to,
  keepScroll = false,
  className,
  children,
  ...rest
}: {
  to: string;
  /** As <Link preventScrollReset>: the page keeps its scroll position. */
  keepScroll?: boolean;
  className?: string;
  children: ReactNode;
  "aria-label"?: string;
  "aria-current"?: "page";
  "data-testid"?: string;
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
}) {
  return (
    <a
      href={to}
      className={className}
      data-discover="true"
      data-keep-scroll={keepScroll ? "" : undefined}
      {...rest}
    >
      {children}
    </a>
  );
}

/**
 * The click handler for an element holding RowLinks: a plain left click on one (not one a
 * handler of its own already took, nor one opening a new tab or window) navigates in the page.
 */
export function useRowLinkNavigation() {
  const navigate = useNavigate();
  return useCallback(
    (event: MouseEvent<HTMLElement>) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
      const link = (event.target as Element).closest("a[data-discover]");
      if (!(link instanceof HTMLAnchorElement) || !event.currentTarget.contains(link)) return;
      if (link.target || link.hasAttribute("download") || link.origin !== window.location.origin)
        return;
      event.preventDefault();
      const to = link.pathname + link.search + link.hash;
      const here = window.location.pathname + window.location.search + window.location.hash;
      navigate(to, {
        preventScrollReset: link.hasAttribute("data-keep-scroll"),
        // As <Link>: a link to the page already open (the selected conversation) replaces the
        // history entry, so Back is not a press for each click on it.
        replace: to === here,
      });
    },
    [navigate],
  );
}
