import type { ActionFunctionArgs } from "@remix-run/node";
import type { ZodType, ZodTypeDef } from "zod";
import {
  apiError,
  apiJson,
  handleApi,
  idempotencyKeyOf,
  methodNotAllowed,
  readBody,
} from "~/http/api.server";
import { requireApiUser } from "~/http/session.server";
import type { PublicUser } from "~/models/user.server";
import { parseId } from "~/utils/parse-id";

type Schema<Input> = ZodType<Input, ZodTypeDef, unknown>;

/**
 * The action of an /api route where a signed-in caller POSTs a write with a validated body:
 * 405 for another method, 401 signed out, then `create` with the client's `Idempotency-Key` (a
 * resend answers the first write); what it returns is the answer, 201 unless `status` says.
 * `target` reads what the URL names (a 404 for an unknown one comes before the body is read).
 */
export function createAction<Input, Target = undefined>({
  schema,
  allow = ["POST"],
  status = 201,
  target,
  create,
}: {
  schema: Schema<Input>;
  /** The methods the route answers, for the 405's Allow header. */
  allow?: string[];
  status?: number;
  target?: (params: ActionFunctionArgs["params"]) => Target;
  create: (
    actor: PublicUser,
    input: Input,
    idempotencyKey: string | undefined,
    target: Target,
  ) => Promise<unknown>;
}) {
  return ({ request, params }: ActionFunctionArgs) => {
    if (request.method !== "POST") return methodNotAllowed(allow);
    return handleApi(async () => {
      const actor = await requireApiUser(request);
      const named = target ? target(params) : (undefined as Target);
      const input = await readBody(request, schema);
      const created = await create(actor, input, idempotencyKeyOf(request), named);
      return apiJson(created, { status });
    });
  };
}

export const PATCH_OR_DELETE = ["PATCH", "DELETE"];

/**
 * The action of an /api/{records}/{id} route: PATCH with a validated body answers the updated
 * record, DELETE answers {success: true}; the domain decides who may (admins).
 */
export function patchOrDeleteAction<Patch>({
  schema,
  update,
  remove,
}: {
  schema: Schema<Patch>;
  update: (actor: PublicUser, id: string, patch: Patch) => Promise<unknown>;
  remove: (actor: PublicUser, id: string) => Promise<unknown>;
}) {
  return ({ request, params }: ActionFunctionArgs) => {
    if (request.method !== "PATCH" && request.method !== "DELETE") {
      return methodNotAllowed(PATCH_OR_DELETE);
    }
    return handleApi(async () => {
      const actor = await requireApiUser(request);
      if (request.method === "DELETE") {
        await remove(actor, params.id!);
        return apiJson({ success: true });
      }
      const patch = await readBody(request, schema);
      return apiJson(await update(actor, params.id!, patch));
    });
  };
}

/**
 * The action of a POST /api/.../{id} route acting on the row the URL names: 400 `invalidId` for
 * an id that cannot be a row id; otherwise `run` answers with the response body.
 */
export function postOnIdAction(
  invalidId: string,
  run: (actor: PublicUser, id: number) => Promise<unknown>,
) {
  return ({ request, params }: ActionFunctionArgs) => {
    if (request.method !== "POST") return methodNotAllowed(["POST"]);
    return handleApi(async () => {
      const actor = await requireApiUser(request);
      const id = parseId(params.id);
      if (id === null) return apiError(400, invalidId);
      return apiJson(await run(actor, id));
    });
  };
}
