import { IDEMPOTENCY_KEY_FIELD } from "~/schemas/idempotency-field";

/**
 * The browser's half of safe retries. A write whose answer was lost (a dropped connection, a
 * server restarting) may or may not have happened; a write that carries an idempotency key (the
 * hidden field of our forms, the `Idempotency-Key` header of our /api calls) is sent again with
 * the same key, and the server answers a repeat with the first result instead of writing twice.
 * So the player waits a little longer instead of typing again. Only failures with no answer at
 * all, and busy answers asking for a short wait, are resent: any other answer, even an error, is
 * the server's word.
 */

/** Waits before each resend: 0.5 s, 1 s, 2 s, 4 s, then the failure stands. */
const RESEND_DELAYS_MS = [500, 1000, 2000, 4000];

function carriesKey(init: RequestInit | undefined) {
  const body = init?.body;
  if (body instanceof FormData || body instanceof URLSearchParams) {
    if (body.has(IDEMPOTENCY_KEY_FIELD)) return true;
  }
  return new Headers(init?.headers).has("Idempotency-Key");
}

function pause(ms: number, signal: AbortSignal | null | undefined) {
  return new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener("abort", () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });
}

/** A busy answer (429, 503) that names a short wait: the write was not made, try again then. */
const LONGEST_BUSY_WAIT_MS = 10_000;

function busyWaitMs(response: Response): number | null {
  if (response.status !== 429 && response.status !== 503) return null;
  const retryAfter = response.headers.get("Retry-After");
  const seconds = retryAfter === null ? NaN : Number(retryAfter);
  if (!Number.isFinite(seconds) || seconds < 0) return null;
  const ms = seconds * 1000;
  return ms <= LONGEST_BUSY_WAIT_MS ? ms : null;
}

/**
 * `fetch` that resends a keyed write after a network failure, or after a busy answer that asks
 * for a short wait (a resend that arrived while the first copy was still being handled is told
 * to wait; sent again, it gets the first copy's answer). Remix's forms and fetchers and our /api
 * calls all go through the page's `fetch`, so the client entry installs this once.
 */
export function resendOnNetworkFailure(fetchOnce: typeof fetch): typeof fetch {
  return async (input, init) => {
    if (!carriesKey(init)) return fetchOnce(input, init);
    for (let attempt = 0; ; attempt += 1) {
      const delay = RESEND_DELAYS_MS[attempt];
      let response: Response;
      try {
        response = await fetchOnce(input, init);
      } catch (error) {
        // fetch rejects with a TypeError when no answer came; an abort is the page's own choice.
        if (!(error instanceof TypeError) || init?.signal?.aborted || delay === undefined) {
          throw error;
        }
        await pause(delay, init?.signal);
        continue;
      }
      const busyWait = busyWaitMs(response);
      if (busyWait === null || delay === undefined) return response;
      await pause(Math.max(delay, busyWait), init?.signal);
    }
  };
}
