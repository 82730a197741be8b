import type { NextFunction, Request, Response } from "express";
import { bufferedBody } from "~/server/body-limit";
import { isWrite } from "~/server/write-methods";

const FORM_TYPES = /^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i;

/**
 * Page actions (every write outside /api) read a web form. Anything else (JSON, text, an empty
 * body with no type, a multipart body that does not parse) is refused here with a 4xx, so no
 * action meets a body it cannot read. The /api routes read JSON and forms themselves.
 */
export async function refuseUnreadableForms(req: Request, res: Response, next: NextFunction) {
  if (!isWrite(req.method) || req.path.startsWith("/api/")) return next();
  const type = req.headers["content-type"] ?? "";
  if (!FORM_TYPES.test(type)) {
    res.status(415).type("text/plain").send("This address takes a web form");
    return;
  }
  try {
    const body = bufferedBody(res) ?? Buffer.alloc(0);
    await new Response(new Uint8Array(body), { headers: { "Content-Type": type } }).formData();
  } catch {
    res.status(400).type("text/plain").send("The form could not be read");
    return;
  }
  next();
}
