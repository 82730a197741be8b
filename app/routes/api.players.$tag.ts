import type { LoaderFunctionArgs } from "@remix-run/node";
import { apiJson, handleApi } from "~/http/api.server";
import { playerPage } from "~/models/player.server";

/** GET /api/players/{tag}: a player's public record (tag in any case); 404 unknown or banned. */
export function loader({ params }: LoaderFunctionArgs) {
  return handleApi(async () => apiJson(await playerPage(params.tag ?? "")));
}
