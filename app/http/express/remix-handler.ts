// The adapter's request and response halves; its package index only exports the whole handler.
import { createRemixRequest, sendRemixResponse } from "@remix-run/express/dist/server.js";
import { createRequestHandler, type AppLoadContext, type ServerBuild } from "@remix-run/node";
import type { NextFunction, Request as ExpressRequest, Response } from "express";
import { serveKeptPage } from "~/http/express/page-cache";
import { bufferedBody } from "~/http/express/request-body";
import { settleContentWrites } from "~/server/content-version.server";

type Options = {
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: "development" | "production";
  getLoadContext: (req: ExpressRequest, res: Response) => AppLoadContext;
};

/**
 * Remix's Express adapter, fed the body readBoundedBody already read and measured: the adapter
 * builds the request (URL, headers, abort signal) and sends the response; only the body differs.
 * A guest's page may come from (or go into) the guest page cache; a request that wrote content
 * moves the content version before its response leaves, so the page the browser asks for next
 * is never one cached before the write.
 */
/**
 * The adapted request with the body the edge read. The request takes the body over and the
 * edge's copies (the bytes, the parsed form) are let go, so a request that waits (a replay in the
 * reading queue) does not hold its upload several times.
 */
function withBufferedBody(adapted: Request, res: Response): Request {
  const body = bufferedBody(res);
  res.locals.body = undefined;
  res.locals.form = undefined;
  if (!body) return adapted;
  return new Request(adapted, {
    body: new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.byteLength),
  });
}

export function remixHandler({ build, mode, getLoadContext }: Options) {
  const handleRequest = createRequestHandler(build, mode);
  return async (req: ExpressRequest, res: Response, next: NextFunction) => {
    try {
      const adapted = createRemixRequest(req, res);
      const keptPage = await serveKeptPage(req, res, adapted);
      if (keptPage === true) return;
      const request = withBufferedBody(adapted, res);
      const response = await handleRequest(request, getLoadContext(req, res));
      await settleContentWrites();
      await sendRemixResponse(res, keptPage ? await keptPage(response) : response);
    } catch (error) {
      next(error);
    }
  };
}
