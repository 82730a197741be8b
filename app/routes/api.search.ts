import type { LoaderFunctionArgs } from "@remix-run/node";
import { apiJson, handleApi, methodNotAllowed } from "~/http/api.server";
import { search } from "~/models/search.server";
import { parseSearchParams } from "~/schemas/search";

/**
 * GET /api/search?q=&type=&page=: what /search shows, as JSON. Public: only approved tournaments,
 * shown posts and comments, and players who are not banned. 400 for a q over 200 characters.
 */
export function loader({ request }: LoaderFunctionArgs) {
  return handleApi(async () =>
    apiJson(await search(parseSearchParams(new URL(request.url).searchParams))),
  );
}

export const action = () => methodNotAllowed(["GET"]);
