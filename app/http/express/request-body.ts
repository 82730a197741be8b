import type { Request as ExpressRequest, Response as ExpressResponse } from "express";

/** The body readBoundedBody read, if the request had one. */
export function bufferedBody(res: ExpressResponse): Buffer | undefined {
  return Buffer.isBuffer(res.locals.body) ? res.locals.body : undefined;
}

const FORM_TYPES = /^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i;
const JSON_TYPE = /^application\/(?:[\w.+-]*\+)?json\b/i;

/** Whether the request says its body is a web form (urlencoded or multipart). */
export const claimsForm = (req: ExpressRequest) =>
  FORM_TYPES.test(req.headers["content-type"] ?? "");

/**
 * The request's body read as the web form it claims to be (urlencoded or multipart), parsed once
 * and kept for every reader; null when it is not a form or does not parse.
 */
export async function bodyForm(
  req: ExpressRequest,
  res: ExpressResponse,
): Promise<FormData | null> {
  if (res.locals.form !== undefined) return res.locals.form as FormData | null;
  let form: FormData | null = null;
  if (claimsForm(req)) {
    const body = bufferedBody(res) ?? Buffer.alloc(0);
    const headers = { "Content-Type": req.headers["content-type"] ?? "" };
    form = await new Response(new Uint8Array(body), { headers }).formData().catch(() => null);
  }
  res.locals.form = form;
  return form;
}

/** The form intent a write names, whatever its encoding: a form field or a JSON member. */
export async function intentOf(req: ExpressRequest, res: ExpressResponse): Promise<string | null> {
  if (JSON_TYPE.test(req.headers["content-type"] ?? "")) {
    try {
      const json: unknown = JSON.parse((bufferedBody(res) ?? "").toString());
      const intent = (json as { intent?: unknown } | null)?.intent;
      return typeof intent === "string" ? intent : null;
    } catch {
      return null;
    }
  }
  const intent = (await bodyForm(req, res))?.get("intent");
  return typeof intent === "string" ? intent : null;
}
