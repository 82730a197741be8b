import type { NextFunction, Request, Response } from "express";
import getRawBody from "raw-body";
import {
  BODY_LIMIT,
  bodyLimitFor,
  REQUEST_TOO_LARGE,
  tooLargeRefusalFor,
} from "~/http/body-limits";
import { requestUrl, routeOf } from "~/http/express/classify-request";
import { playerOf } from "~/http/express/client-identity";
import { isWrite } from "~/http/express/write-methods";
import { safeRedirect } from "~/http/safe-redirect";
import { signInHref } from "~/http/session.server";
import { escapeHtml } from "~/utils/escape-html";
import { SITE_NAME } from "~/utils/seo";

/**
 * Answers without reading the body, then closes the connection so the rest of it is never read
 * (a kept-alive connection would otherwise read it to the end to serve the next request).
 */
function answerUnread(req: Request, res: Response, answer: () => void) {
  res.set("Connection", "close");
  res.on("finish", () => req.destroy());
  answer();
}

/**
 * A plain form post (no JavaScript) too large to read: a small page saying so in the page's own
 * words, with a way back to the page the form is on (the Referer's path, else the form's own
 * address). Still a 413: a browser shows an answer that comes while it is uploading, but a
 * redirect then is dropped with the connection.
 */
function tooLargePage(req: Request, routeId: string | null) {
  let from: string | undefined;
  try {
    const referer = new URL(req.get("Referer") ?? "");
    from = referer.pathname + referer.search;
  } catch {
    // No Referer (a strict Referrer-Policy), or not a URL: the form's own address.
  }
  const self = requestUrl(req);
  const back = safeRedirect(from, safeRedirect(self.pathname + self.search));
  const { title, description } = tooLargeRefusalFor(routeId);
  return `<!doctype html>
<html lang="en">
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<title>${escapeHtml(title)} · ${SITE_NAME}</title>
<main style="font-family: system-ui, sans-serif; max-width: 36rem; margin: 3rem auto; padding: 0 1rem">
<h1>${escapeHtml(title)}</h1>
<p role="alert">${escapeHtml(description)}</p>
<p><a href="${escapeHtml(back)}" style="display: inline-block; min-height: 2.75rem; line-height: 2.75rem">Back</a></p>
</main>
</html>
`;
}

/**
 * Reads every request body before anything else looks at the request, counting bytes as they
 * stream in: past the route's limit the answer is 413 at once (for a page's plain form, a page
 * saying so), whatever Content-Length claimed (a chunked body has none), before anything
 * is buffered beyond the limit.
 */
export function readBoundedBody(req: Request, res: Response, next: NextFunction) {
  if (!isWrite(req.method)) return next();
  const route = routeOf(res);
  getRawBody(
    req,
    { limit: bodyLimitFor(route.id), length: req.headers["content-length"] },
    (error, body) => {
      if (!error) {
        res.locals.body = body;
        return next();
      }
      const tooLarge = (error as { type?: string }).type === "entity.too.large";
      answerUnread(req, res, () => {
        if (tooLarge && route.document) {
          return void res.status(413).type("html").send(tooLargePage(req, route.id));
        }
        res
          .status(tooLarge ? 413 : 400)
          .type("text/plain")
          .send(tooLarge ? REQUEST_TOO_LARGE : "The request body could not be read");
      });
    },
  );
}

/**
 * Calls `done` once, when the response's head goes out: the request has been handled. A client
 * that hangs up earlier does not end the work its request started, so it frees nothing early
 * (Node still writes the head of an answer to a closed connection).
 */
function onceAnswered(res: Response, done: () => void) {
  const writeHead = res.writeHead;
  res.writeHead = function (this: Response, ...args: Parameters<Response["writeHead"]>) {
    res.writeHead = writeHead;
    done();
    return writeHead.apply(this, args);
  } as Response["writeHead"];
}

/** A Content-Length within the ordinary limit: raw-body refuses a body longer than it says. */
function declaresOrdinarySize(req: Request) {
  const declared = req.headers["content-length"];
  return declared !== undefined && /^\d+$/.test(declared) && Number(declared) <= BODY_LIMIT;
}

/** Signed-in players with a large-body request being read or handled: one each at a time. */
const largeBodiesInFlight = new Set<string>();
const LARGE_BODY_RETRY_SECONDS = 5;

/**
 * Routes that take large bodies (uploads) are signed-in only, so the session is checked before
 * their body is read: a guest cannot make the server buffer megabytes it will refuse. A page is
 * sent to sign in, as the page itself would send it; anything else gets 401. Each player has at
 * most one large body in flight (in this process, whose memory it holds) until it is answered: a
 * second one meanwhile gets 429, so parallel uploads cannot pin memory. A body that declares an
 * ordinary size (a game recorded by hand) is held to that size and needs no turn.
 */
export function largeBodiesAfterSession(req: Request, res: Response, next: NextFunction) {
  const route = routeOf(res);
  if (!isWrite(req.method) || bodyLimitFor(route.id) === BODY_LIMIT) return next();
  const player = playerOf(res);
  if (!player) {
    return answerUnread(req, res, () => {
      if (route.document) {
        res.redirect(signInHref(requestUrl(req)));
      } else {
        res.status(401).type("text/plain").send("Authentication required");
      }
    });
  }
  if (declaresOrdinarySize(req)) return next();
  if (largeBodiesInFlight.has(player.id)) {
    return answerUnread(req, res, () =>
      res
        .status(429)
        .set("Retry-After", String(LARGE_BODY_RETRY_SECONDS))
        .type("text/plain")
        .send("Another upload of yours is still in progress. Please wait for it to finish."),
    );
  }
  largeBodiesInFlight.add(player.id);
  onceAnswered(res, () => largeBodiesInFlight.delete(player.id));
  next();
}
