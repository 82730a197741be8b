import { useNavigate } from "@remix-run/react";
import { useCallback, type MouseEvent, type ReactNode } from "react";

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
      navigate(link.pathname + link.search + link.hash, {
        preventScrollReset: link.hasAttribute("data-keep-scroll"),
      });
    },
    [navigate],
  );
}
