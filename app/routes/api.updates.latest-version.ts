import { apiJson } from "~/http/api.server";
import { getLatestVersion } from "~/models/update.server";

/** GET /api/updates/latest-version: {version}, 1.0.0 before any release update exists. */
export async function loader() {
  return apiJson({ version: await getLatestVersion() });
}
