import { AsyncLocalStorage } from "node:async_hooks";

/** What one HTTP request carries across the modules that serve it. */
export type RequestContext = {
  /** Set when the request wrote a table some page shows: the content version moves once it is done. */
  wroteContent: boolean;
  /** Set when it wrote only tables their owner alone sees: the write version moves, not the other. */
  wroteOwn: boolean;
  /**
   * The session the page was rendered for, and until when a copy of it may be kept (the next
   * slide of the session's expiry, or its end): set by the session read.
   */
  session: { id: string; keepUntil: number } | null;
  /** The form key the page's forms carry (root loader), stamped afresh in a kept copy. */
  formKey: string | null;
  /** Reads done once per request (the session, the content version), by key. */
  memo: Map<string, Promise<unknown>>;
  /** When the request arrived, as a tick of `nextTick`: later than every write it must see. */
  arrival: number;
};

// On globalThis: the Express server and the Remix build bundle this module each, and both must
// see the same store, or a model would never find the request it runs in.
const globalForContext = globalThis as unknown as {
  requestContext?: AsyncLocalStorage<RequestContext>;
};
const storage = (globalForContext.requestContext ??= new AsyncLocalStorage<RequestContext>());

let ticks = 0;
/** A counter that only goes up: orders a request's arrival against the start of a shared read. */
export const nextTick = () => ++ticks;

/** Runs `fn` (and everything it starts) as one request. */
export function runInRequestContext<T>(fn: () => T): T {
  return storage.run(
    {
      wroteContent: false,
      wroteOwn: false,
      memo: new Map(),
      arrival: nextTick(),
      session: null,
      formKey: null,
    },
    fn,
  );
}

/** The request this code runs for, or undefined (start-up, timers, sockets). */
export const currentRequest = () => storage.getStore();

/** `read()` once per request: later calls with the same key share the first one's answer. */
export function oncePerRequest<T>(key: string, read: () => Promise<T>): Promise<T> {
  const context = storage.getStore();
  if (!context) return read();
  let pending = context.memo.get(key) as Promise<T> | undefined;
  if (!pending) {
    pending = read();
    context.memo.set(key, pending);
  }
  return pending;
}
