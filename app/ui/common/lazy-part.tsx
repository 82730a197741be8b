import { createElement, lazy, memo, Suspense, type ReactNode } from "react";

type Part<Props> = (props: Props) => ReactNode;

const onServer = typeof document === "undefined";

/**
 * A part of a page whose code is not in the page's first load (issue 28): the server renders it
 * in full, and the browser fetches its module when hydration reaches it. Until then React leaves
 * the server's HTML in place (a form in it still posts natively) and hydrates the part once its
 * code is in. Give it props that do not change during hydration (loader and action data), and no
 * context that changes right after it (the socket's): React discards a boundary updated before
 * it hydrated and renders it again from nothing (its error #421); the part re-renders only
 * when its props change as data.
 *
 * The server starts loading the module when this file is evaluated, so even its first request
 * renders the part in place: a part left suspended would reach the page only through a script,
 * which a browser without JavaScript does not run. Both sides wrap the part in the same
 * <Suspense>, so the markup is the same on the server and the client.
 */
export function lazyPart<Props extends object>(load: () => Promise<Part<Props>>) {
  let loaded: Part<Props> | undefined;
  const loadOnce = () =>
    load().then((component) => {
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
    return <Suspense fallback={null}>{createElement(Part, props)}</Suspense>;
  }
  // A page re-rendered by an urgent update (the socket opening re-renders the shell) must not
  // reach a boundary still waiting for its module: equal props stop the render here.
  return memo(LazyPart, sameData);
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
