import { lazy, Suspense, type ComponentType } from "react";
import { loadInBrowser } from "~/ui/common/lazy-part";
import { useHydrated } from "~/ui/common/use-hydrated";

/**
 * A part that draws nothing on the server and only works in the browser, fetched once the page
 * has hydrated: no page's first load carries its code (issue 28). Mounting it after hydration,
 * not during, matters: a lazy module still loading while hydration runs leaves a boundary that
 * the first update (the socket opening) makes React discard and render again (its error #421).
 */
export function afterHydration<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
) {
  // Tried again like a lazy part's module: one that never loads leaves the part unmounted (it
  // draws nothing) rather than throwing the page away for the error boundary.
  // lazy()'s props type wraps a generic component's props; they pass through unchanged.
  const Lazy = lazy(() => loadInBrowser(load)) as unknown as ComponentType<Props>;
  return function AfterHydration(props: Props) {
    const hydrated = useHydrated();
    if (!hydrated) return null;
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}
