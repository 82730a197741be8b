import type { NextFunction, Request, Response } from "express";
import getRawBody from "raw-body";
import { bodyLimitFor } from "~/http/body-limits";
import { isWrite } from "~/server/write-methods";

/**
 * Reads every request body before anything else looks at the request, counting bytes as they
 * stream in: past the route's limit the answer is 413 at once, whatever Content-Length claimed
 * (a chunked body has none), before sign-in is checked and before anything is buffered beyond
 * the limit. The connection is closed after the refusal so the rest of the body is never read.
 */
export function readBoundedBody(req: Request, res: Response, next: NextFunction) {
  if (!isWrite(req.method)) return next();
  getRawBody(
    req,
    { limit: bodyLimitFor(req.path), length: req.headers["content-length"] },
    (error, body) => {
      if (!error) {
        res.locals.body = body;
        return next();
      }
      const tooLarge = (error as { type?: string }).type === "entity.too.large";
      res.set("Connection", "close");
      res
        .status(tooLarge ? 413 : 400)
        .type("text/plain")
        .send(tooLarge ? "The request is too large" : "The request body could not be read");
      res.on("finish", () => req.destroy());
    },
  );
}

/** The body read by readBoundedBody, if the request had one. */
export function bufferedBody(res: Response): Buffer | undefined {
  return Buffer.isBuffer(res.locals.body) ? res.locals.body : undefined;
}
