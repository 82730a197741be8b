import type { LoaderFunctionArgs } from "@remix-run/node";
import { apiError, apiJson, handleApi } from "~/http/api.server";
import { periodOf } from "~/http/period-param.server";
import { headToHead } from "~/models/player.server";

/**
 * GET /api/players/{tag}/head-to-head/{other}?from=&to=: the two players' sets against each
 * other, from the first's side (zeros when they never played); 404 when either is unknown.
 */
export function loader({ request, params }: LoaderFunctionArgs) {
  return handleApi(async () => {
    const period = periodOf(request);
    if (!period.success) return apiError(400, period.error);
    return apiJson(await headToHead(params.tag ?? "", params.other ?? "", period.data));
  });
}
