import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  useRouteError,
  useRouteLoaderData,
} from "@remix-run/react";
import { useState, type ReactNode } from "react";
import { rootLoader } from "~/http/root.server";
import stylesheet from "~/tailwind.css";
import { afterHydration } from "~/ui/common/after-hydration";
import { lazyPart } from "~/ui/common/lazy-part";
import { useNonce } from "~/ui/common/nonce";
import { RealtimeProvider } from "~/ui/realtime/realtime-connection";
import { PromotionToast } from "~/ui/shell/promotion-toast";
import { ToastProvider } from "~/ui/shell/toast-context";
import { TopBar } from "~/ui/shell/top-bar";
import { NO_BADGES } from "~/ui/shell/use-live-badges";

// What only a signed-in player's shell needs, mounted once the page has hydrated (a guest's page
// never fetches it).
const SignedInExtras = afterHydration(() => import("~/ui/shell/signed-in-extras"));
// Drawn by the server, their code fetched after hydration (issue 28): the footer's only script is
// its Contact Us dialog. The toaster stays mounted without a toast, so its code is in before a
// toast raised in the browser needs it (one raised because the network failed could not fetch it).
const Footer = lazyPart(() => import("~/ui/shell/footer").then((m) => m.Footer));
const Toaster = lazyPart(() => import("~/ui/shell/toaster").then((m) => m.Toaster));
// Only error pages draw it: its code is not in every page's first load (issue 28).
const NotFound = lazyPart(() => import("~/ui/not-found").then((m) => m.NotFound));

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.ico" },
];

export const meta: MetaFunction = () => [
  { title: "Melee Hub — the Super Smash Bros. Melee community" },
  {
    name: "description",
    content:
      "Tournaments, rankings, a forum, a weekly poll, friends and chat for the competitive Super Smash Bros. Melee scene.",
  },
];

export function loader(args: LoaderFunctionArgs) {
  return rootLoader(args);
}

export type RootData = typeof loader;

/** A route whose handle says `bare` (a stream overlay) is shown alone, on a transparent page. */
export type BareHandle = { bare?: boolean };

/**
 * Date.now() when this page first showed the player `userId` signed in (again after a change of
 * player). The idle time counts from here, not from whenever the lazily loaded inactivity guard
 * happens to mount.
 */
function useSignedInAt(userId: string | undefined) {
  const [seen, setSeen] = useState(() => ({ userId, at: Date.now() }));
  if (seen.userId === userId) return seen.at;
  const next = { userId, at: Date.now() };
  setSeen(next);
  return next.at;
}

export function Layout({ children }: { children: ReactNode }) {
  const root = useRouteLoaderData<RootData>("root");
  const nonce = useNonce();
  const theme = root?.theme ?? "system";
  const bare = useMatches().some((match) => (match.handle as BareHandle | undefined)?.bare);
  const signedInAt = useSignedInAt(root?.user?.id);
  if (bare) {
    return (
      // Always the light classes, as before the device's preference counted: an overlay's look
      // must not depend on the streaming machine's setting.
      <html lang="en" className="light !bg-transparent">
        <head>
          <meta charSet="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <Meta />
          <Links />
        </head>
        <body className="bg-transparent">
          <RealtimeProvider userId={root?.user?.id ?? null}>{children}</RealtimeProvider>
          <Scripts nonce={nonce} />
        </body>
      </html>
    );
  }
  return (
    // A picked theme is a class on <html>; without one the CSS media query follows the device.
    <html lang="en" className={theme === "system" ? "" : theme}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content={theme === "system" ? "light dark" : theme} />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50"
        >
          Skip to content
        </a>
        <ToastProvider flash={root?.toast ?? null}>
          {(toast) => (
            <>
              <RealtimeProvider userId={root?.user?.id ?? null}>
                <PromotionToast />
                <TopBar user={root?.user ?? null} badges={root?.badges ?? NO_BADGES} />
                <Toaster toast={toast} />
                <main id="main" className="mx-auto w-full max-w-7xl flex-1 px-4 pt-20">
                  {children}
                </main>
                <Footer signedIn={Boolean(root?.user)} version={root?.version ?? "1.0.0"} />
                {root?.user ? (
                  <SignedInExtras
                    userId={root.user.id}
                    sessionIdleMs={root.sessionIdleMs}
                    signedInAt={signedInAt}
                  />
                ) : null}
              </RealtimeProvider>
            </>
          )}
        </ToastProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  const message = isRouteErrorResponse(error)
    ? `${error.status}: ${typeof error.data === "string" ? error.data : error.statusText}`
    : "Something went wrong on our side. Please try again.";
  return (
    <section className="card mx-auto mt-10 max-w-xl">
      <h1 className="mb-2 text-2xl font-bold">Something went wrong</h1>
      <p>{message}</p>
    </section>
  );
}
