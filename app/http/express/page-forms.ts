import type { NextFunction, Request, Response } from "express";
import { CATCH_ALL_ROUTE, routeOf } from "~/http/express/classify-request";
import { bodyForm, claimsForm } from "~/http/express/request-body";
import { isWrite } from "~/http/express/write-methods";
import { ILL_FORMED_TEXT, isWellFormedDeep } from "~/utils/well-formed";

/**
 * Page actions (every write to a route outside the JSON API) read a web form. Anything else
 * (JSON, text, an empty body with no type, a multipart body that does not parse) is refused here
 * with a 4xx, so no action meets a body it cannot read, nor a field the database cannot store
 * (a NUL character). The API routes read JSON and forms
 * themselves; the catch-all route reads nothing.
 */
export async function refuseUnreadableForms(req: Request, res: Response, next: NextFunction) {
  const route = routeOf(res);
  // An unknown address answers 404 whatever its body says it is.
  if (!isWrite(req.method) || route.api || route.id === CATCH_ALL_ROUTE) return next();
  if (!claimsForm(req)) {
    res.status(415).type("text/plain").send("This address takes a web form");
    return;
  }
  const form = await bodyForm(req, res);
  if (form === null) {
    res.status(400).type("text/plain").send("The form could not be read");
    return;
  }
  const texts = [...form].flatMap(([name, value]) =>
    typeof value === "string" ? [name, value] : [],
  );
  if (!isWellFormedDeep(texts)) {
    res.status(400).type("text/plain").send(ILL_FORMED_TEXT);
    return;
  }
  next();
}
