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
  headers.set("Content-Type", "application/json; charset=utf-8");
  if (!headers.has("Cache-Control")) headers.set("Cache-Control", "no-store");
  return new Response(JSON.stringify(data), { ...init, headers });
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
