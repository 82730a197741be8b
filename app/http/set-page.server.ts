import { isDomainError } from "~/models/domain-error";
import { getSet } from "~/models/set.server";
import { parseId } from "~/utils/parse-id";

/** The public set of a page's `:id`, or the 404 page for an unknown one. */
export async function loadPublicSet(rawId: string | undefined) {
  const id = parseId(rawId);
  if (id === null) throw new Response("Not Found", { status: 404 });
  try {
    return await getSet(id);
  } catch (error) {
    if (isDomainError(error) && error.status === 404) {
      throw new Response("Not Found", { status: 404 });
    }
    throw error;
  }
}
