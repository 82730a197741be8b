import { z } from "zod";
import { pageIntent } from "~/http/page-intents.server";
import { DomainError } from "~/models/domain-error";
import {
  createFeaturedUpdate,
  deleteFeaturedUpdate,
  listFeaturedUpdates,
  moveFeaturedUpdate,
  reorderFeaturedUpdates,
  updateFeaturedUpdate,
} from "~/models/featured-update.server";
import { featuredUpdateCreateSchema } from "~/schemas/admin";
import { textId } from "./fields";

/** Featured Updates Management, with its no-JavaScript page states (inline edit, delete step). */
export async function loadFeatured(params: URLSearchParams) {
  return {
    items: await listFeaturedUpdates(),
    editingId: params.get("editFeatured"),
    confirmingId: params.get("confirmFeatured"),
  };
}

/**
 * The featured update text, trimmed; blank (or too long) is refused with the schema's message,
 * as a failure toast rather than an invalid form.
 */
function featuredText(text: string) {
  const parsed = featuredUpdateCreateSchema.shape.text.safeParse(text);
  if (!parsed.success) throw new DomainError(400, parsed.error.issues[0].message);
  return parsed.data;
}

/** The dragged order: a JSON list of featured update ids. */
function draggedIds(json: string): string[] {
  let given: unknown;
  try {
    given = JSON.parse(json);
  } catch {
    given = null;
  }
  if (!Array.isArray(given) || !given.every((v) => typeof v === "string")) {
    throw new DomainError(400, "The new order was not a list of featured update ids");
  }
  return given;
}

const text = z.string().max(5000);
const REORDER_FAILED = "Failed to reorder featured updates";

export const featuredIntents = {
  createFeatured: pageIntent({
    schema: z.object({ text }),
    failure: "Failed to create featured update",
    run: async (actor, input) => {
      await createFeaturedUpdate(actor, { text: featuredText(input.text) });
      return { title: "Featured Update Created" };
    },
  }),
  updateFeatured: pageIntent({
    schema: z.object({ id: textId, text }),
    failure: "Failed to update featured update",
    run: async (actor, input) => {
      await updateFeaturedUpdate(actor, input.id, { text: featuredText(input.text) });
      return { title: "Featured Update Saved" };
    },
  }),
  deleteFeatured: pageIntent({
    schema: z.object({ id: textId }),
    failure: "Failed to delete featured update",
    run: async (actor, { id }) => {
      await deleteFeaturedUpdate(actor, id);
      return { title: "Featured Update Deleted" };
    },
  }),
  moveFeatured: pageIntent({
    schema: z.object({ id: textId, direction: z.enum(["up", "down"]) }),
    failure: REORDER_FAILED,
    run: async (actor, { id, direction }) => {
      await moveFeaturedUpdate(actor, id, direction);
      return { title: "Featured Updates Reordered" };
    },
  }),
  // The drag of the list (with JavaScript): the whole new order at once.
  reorderFeatured: pageIntent({
    schema: z.object({ ids: z.string().max(50_000) }),
    failure: REORDER_FAILED,
    run: async (actor, { ids }) => {
      await reorderFeaturedUpdates(actor, draggedIds(ids), { tolerant: true });
      return { title: "Featured Updates Reordered" };
    },
  }),
};
