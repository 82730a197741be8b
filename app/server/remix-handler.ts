// The adapter's request and response halves; its package index only exports the whole handler.
import { createRemixRequest, sendRemixResponse } from "@remix-run/express/dist/server.js";
import { createRequestHandler, type AppLoadContext, type ServerBuild } from "@remix-run/node";
import type { NextFunction, Request as ExpressRequest, Response } from "express";
import { bufferedBody } from "~/server/body-limit";

type Options = {
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: "development" | "production";
  getLoadContext: (req: ExpressRequest, res: Response) => AppLoadContext;
};

/**
 * Remix's Express adapter, fed the body readBoundedBody already read and measured: the adapter
 * builds the request (URL, headers, abort signal) and sends the response; only the body differs.
 */
export function remixHandler({ build, mode, getLoadContext }: Options) {
  const handleRequest = createRequestHandler(build, mode);
  return async (req: ExpressRequest, res: Response, next: NextFunction) => {
    try {
      const adapted = createRemixRequest(req, res);
      const body = bufferedBody(res);
      const request = body ? new Request(adapted, { body: new Uint8Array(body) }) : adapted;
      await sendRemixResponse(res, await handleRequest(request, getLoadContext(req, res)));
    } catch (error) {
      next(error);
    }
  };
}
