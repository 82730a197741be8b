import { createElement, lazy, memo, Suspense, type ReactNode } from "react";

type Part<Props> = (props: Props) => ReactNode;

const onServer = typeof document === "undefined";

/**
 * A part of a page whose code is not in the page's first load (issue 28): the server renders it
 * in full, and the browser fetches its module when hydration reaches it. Until then React leaves
 * the server's HTML in place (a form in it still posts natively) and hydrates the part once its
 * code is in. Give it props that do not change during hydration (loader and action data), and no
 * context that an urgent update changes right after it: React discards a boundary updated before
 * it hydrated and renders it again from nothing (its error #421). (The socket's context changes
 * in a transition, which waits for the part: app/ui/realtime/realtime-connection.tsx.) The part
 * re-renders only when its props change as data.
 *
 * The server starts loading the module when this file is evaluated, so even its first request
 * renders the part in place: a part left suspended would reach the page only through a script,
 * which a browser without JavaScript does not run. Both sides wrap the part in the same
 * <Suspense>, so the markup is the same on the server and the client.
 *
 * `fallback` is what a part mounted in the browser shows until its code is in (a page reached by
 * a client-side navigation before it arrived); hydration keeps the server's HTML instead.
 */
export function lazyPart<Props extends object>(
  load: () => Promise<Part<Props>>,
  fallback?: Part<Props>,
) {
  let loaded: Part<Props> | undefined;
  const loadOnce = () =>
    (onServer ? load() : loadInBrowser(load)).then((component) => {
      loaded = component;
      return { default: component };
    });
  // lazy()'s type wraps the props in PropsWithRef, which a generic Props cannot be checked
  // against; the props pass through unchanged.
  const Lazy = lazy(loadOnce) as unknown as Part<Props>;
  if (onServer) void loadOnce();
  function LazyPart(props: Props) {
    // The server renders the loaded part directly. The browser keeps to the lazy one (which
    // renders at once when loaded): a switch of component type would remount the part.
    const Part = (onServer && loaded) || Lazy;
    return (
      <Suspense fallback={fallback ? createElement(fallback, props) : null}>
        {createElement(Part, props)}
      </Suspense>
    );
  }
  // A page re-rendered by an urgent update (the socket opening re-renders the shell) must not
  // reach a boundary still waiting for its module: equal props stop the render here.
  return memo(LazyPart, sameData);
}

// A module that will not load (a flaky network, or the old assets of a page opened before a
// deploy) is tried again after these pauses before the page gives up on it.
const RETRY_DELAYS_MS = [300, 1500];
const RELOADED_KEY = "lazy-part-reloaded";

/**
 * The part's module, tried a few times. If it still fails, the page reloads once (a deploy's
 * new assets come with a new page), and otherwise the part stays suspended for good: React keeps
 * the server's HTML, whose links and forms work as plain HTML, instead of throwing the working
 * page away for the error boundary. The reload is remembered per build (sessionStorage) so a
 * page whose module fails for good cannot reload over and over.
 */
export async function loadInBrowser<T>(load: () => Promise<T>): Promise<T> {
  for (const delay of RETRY_DELAYS_MS) {
    try {
      return await load();
    } catch (error) {
      console.warn("A part of the page failed to load; trying again", error);
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
  try {
    return await load();
  } catch (error) {
    console.warn("A part of the page failed to load; keeping the server's version", error);
    reloadOncePerBuild();
    return new Promise<never>(() => {});
  }
}

function reloadOncePerBuild() {
  const build = (window as { __remixManifest?: { version?: string } }).__remixManifest?.version;
  const key = `${RELOADED_KEY}:${build ?? ""}`;
  try {
    if (sessionStorage.getItem(key)) return;
    sessionStorage.setItem(key, String(Date.now()));
  } catch {
    return; // No sessionStorage (a locked-down browser): no guard, so no reload.
  }
  window.location.reload();
}

/** Equal as data: loader and action data compare by value, whatever object holds them. */
function sameData(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  if (keysA.length !== keysB.length) return false;
  const recordA = a as Record<string, unknown>;
  const recordB = b as Record<string, unknown>;
  return keysA.every((key) => Object.hasOwn(b, key) && sameData(recordA[key], recordB[key]));
}
