import type { ZodType, ZodTypeDef } from "zod";
import { isDomainError } from "~/models/domain-error";
import { firstIssue } from "~/schemas/first-issue";
import { ILL_FORMED_TEXT, isWellFormedDeep } from "~/utils/well-formed";

// The spec's client shows "STATUS: BODY TEXT", so errors are plain, human sentences.
export function apiError(status: number, message: string, retryAfterSeconds?: number) {
  return new Response(message, {
    status,
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "no-store",
      ...(retryAfterSeconds !== undefined && { "Retry-After": String(retryAfterSeconds) }),
    },
  });
}

export function apiJson(data: unknown, init: ResponseInit = {}) {
  const headers = new Headers(init.headers);
  const body = JSON.stringify(data) as string | undefined;
  headers.set("Content-Type", "application/json; charset=utf-8");
  // Remix streams the body, so without its length the compression middleware gzips even a
  // 200-byte answer (a tenth of a chat message's CPU); with it, only answers past 1 KB are.
  if (body !== undefined) headers.set("Content-Length", String(Buffer.byteLength(body)));
  if (!headers.has("Cache-Control")) headers.set("Cache-Control", "no-store");
  return new Response(body, { ...init, headers });
}

/**
 * Reads a JSON (or form-encoded) body and validates it; throws a 400 Response on bad input.
 * An empty body reads as {} so routes whose payload is optional still validate.
 */
export async function readBody<Out>(
  request: Request,
  schema: ZodType<Out, ZodTypeDef, unknown>,
): Promise<Out> {
  let raw: unknown = {};
  const type = request.headers.get("Content-Type") ?? "";
  try {
    if (type.includes("application/json")) {
      const text = await request.text();
      raw = text.trim() ? JSON.parse(text) : {};
    } else if (type.includes("form")) {
      raw = Object.fromEntries(await request.formData());
    }
  } catch {
    throw apiError(400, "The request body is not valid JSON");
  }
  if (!isWellFormedDeep(raw)) throw apiError(400, ILL_FORMED_TEXT);
  const result = schema.safeParse(raw);
  if (!result.success) throw apiError(400, firstIssue(result.error));
  return result.data;
}

/**
 * The key the client made for a write it may resend (the `Idempotency-Key` header), or
 * undefined; the domain checks it (see app/models/idempotency.server.ts).
 */
export function idempotencyKeyOf(request: Request) {
  return request.headers.get("Idempotency-Key") ?? undefined;
}

/** Runs an /api handler, turning domain failures into their status and message. */
export async function handleApi(run: () => Promise<Response>): Promise<Response> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof Response) return error;
    if (isDomainError(error)) {
      return apiError(error.status, error.message, error.retryAfterSeconds);
    }
    throw error;
  }
}

export function methodNotAllowed(allowed: string[]) {
  return new Response("Method not allowed", {
    status: 405,
    headers: { Allow: allowed.join(", ") },
  });
}
