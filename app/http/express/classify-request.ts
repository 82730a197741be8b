import type { ServerBuild } from "@remix-run/node";
import { matchRoutes, type AgnosticRouteObject } from "@remix-run/router";
import type { NextFunction, Request, Response } from "express";
import { LRUCache } from "lru-cache";
import { isWrite } from "~/http/express/write-methods";

/**
 * Which route module answers a request, decided once at the edge with Remix's own matching (the
 * build's routes through @remix-run/router's matchRoutes: any case, a trailing slash, percent
 * escapes, a single-fetch `.data` suffix or a `_data` query). The budgets, the body limits, the
 * form check and the guest page cache all read this, by route id, never the raw path: a path
 * Remix would serve cannot pick another rule by being spelt differently.
 */
export type RequestRoute = {
  /** The answering route's id in the build, e.g. "routes/api.register"; null when none matches. */
  id: string | null;
  /** A page's HTML, not its data (`.data`, `_data`) nor a resource route (no component). */
  document: boolean;
  /** One of the JSON API's routes (app/routes/api.*): they read their bodies themselves. */
  api: boolean;
};

type Build = ServerBuild | (() => Promise<ServerBuild>);
type Route = ServerBuild["routes"][string];
type RouteTree = AgnosticRouteObject & { route: Route };

const trees = new WeakMap<ServerBuild["routes"], RouteTree[]>();

/** The build's flat route manifest as the nested tree matchRoutes takes (as Remix builds it). */
function routeTree(routes: ServerBuild["routes"], parentId?: string): RouteTree[] {
  return Object.values(routes)
    .filter((route) => route.parentId === parentId)
    .map((route) =>
      route.index
        ? { id: route.id, path: route.path, index: true, route }
        : {
            id: route.id,
            path: route.path,
            caseSensitive: route.caseSensitive,
            children: routeTree(routes, route.id),
            route,
          },
    );
}

function treeOf(build: ServerBuild) {
  let tree = trees.get(build.routes);
  if (!tree) {
    tree = routeTree(build.routes);
    trees.set(build.routes, tree);
  }
  return tree;
}

type Matched = Route[] | null;
const matchedPaths = new WeakMap<ServerBuild["routes"], LRUCache<string, { routes: Matched }>>();

/**
 * The routes matching a path, remembered per path: matchRoutes flattens and ranks the whole route
 * tree on every call, which cost a cached guest page a quarter of its CPU. Bounded by bytes, so
 * a flood of made-up paths only pushes out older ones.
 */
function routesMatching(build: ServerBuild, pathname: string): Matched {
  let paths = matchedPaths.get(build.routes);
  if (!paths) {
    paths = new LRUCache({
      maxSize: 2 * 1024 * 1024,
      sizeCalculation: (_v, key) => key.length + 64,
    });
    matchedPaths.set(build.routes, paths);
  }
  const known = paths.get(pathname);
  if (known) return known.routes;
  const matches = matchRoutes(treeOf(build), pathname) as { route: RouteTree }[] | null;
  const routes = matches && matches.map((match) => match.route.route);
  paths.set(pathname, { routes });
  return routes;
}

/** The route Remix runs for this request: its handler picks the route the same way. */
export function classifyUrl(build: ServerBuild, url: URL, method = "GET"): RequestRoute {
  const dataRouteId = url.searchParams.get("_data");
  const singleFetch = dataRouteId === null && url.pathname.endsWith(".data");
  const pathname = singleFetch
    ? url.pathname.replace(/\.data$/, "").replace(/^\/_root$/, "/")
    : url.pathname;
  const matches = routesMatching(build, pathname);
  const route =
    dataRouteId !== null
      ? matches?.find((match) => match.id === dataRouteId)
      : matches && targetOf(matches, url, method);
  if (!route) return { id: null, document: false, api: false };
  const isResource = route.module.default == null && route.module.ErrorBoundary == null;
  return {
    id: route.id,
    document: dataRouteId === null && !singleFetch && !isResource,
    api: route.id.startsWith("routes/api."),
  };
}

/**
 * The match that answers: the deepest one (a page is its deepest route's), but a write goes to
 * an index route only when the URL says `?index` (else to its parent), as Remix's router picks an
 * action's target.
 */
function targetOf(matches: Route[], url: URL, method: string) {
  const last = matches[matches.length - 1];
  if (!last.index || !isWrite(method) || url.searchParams.getAll("index").includes("")) return last;
  return matches.filter((route) => !route.index).at(-1);
}

/**
 * The request's path and query as Remix's adapter reads them: appended to an origin, never
 * resolved against one (a path starting with // stays a path, not another host).
 */
export const requestUrl = (req: Request) => new URL(`http://localhost${req.originalUrl}`);

/** Classifies every request before anything else reads it; the result is `routeOf(res)`. */
export function classifyRequests(build: Build) {
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      const current = typeof build === "function" ? await build() : build;
      res.locals.route = classifyUrl(current, requestUrl(req), req.method);
      next();
    } catch (error) {
      next(error);
    }
  };
}

/** The route that answers any unknown address with a 404. */
export const CATCH_ALL_ROUTE = "routes/$";

export const routeOf = (res: Response) => res.locals.route as RequestRoute;

/**
 * Route ids named by the edge's rules, checked against the build at start-up: renaming a route
 * file stops the server with a message instead of quietly moving the route to the general rules.
 */
export function assertRoutesExist(build: ServerBuild, ids: Iterable<string>) {
  const missing = [...ids].filter((id) => !(id in build.routes));
  if (missing.length > 0) {
    throw new Error(`The edge's rules name routes the build does not have: ${missing.join(", ")}`);
  }
}
