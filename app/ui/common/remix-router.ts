/** What the page reads of the router's state. */
export type RouterState = {
  navigation: { state: string };
  revalidation: string;
  fetchers: Map<string, { state: string }>;
  loaderData: Record<string, unknown>;
};

type Router = {
  state: RouterState;
  subscribe: (listener: (state: RouterState) => void) => () => void;
};

/**
 * The router Remix's client entry keeps on `window` (undefined before hydration and on the
 * server). Its state is current at once: React renders it in a transition, which can lag behind
 * and can skip a state that a newer one replaced before it was drawn.
 */
export const remixRouter = () =>
  typeof window === "undefined" ? undefined : (window as { __remixRouter?: Router }).__remixRouter;
