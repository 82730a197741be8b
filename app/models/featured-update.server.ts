import { DomainError } from "~/models/domain-error";
import { requireAdmin } from "~/models/permissions.server";
import type { PublicUser } from "~/models/user.server";
import { publish } from "~/realtime/server/events.server";
import type { FeaturedUpdateCreate, FeaturedUpdatePatch } from "~/schemas/admin";
import { readMostly } from "~/server/content-version.server";
import { prisma } from "~/server/db.server";

export const featuredUpdateSelect = {
  id: true,
  text: true,
  order: true,
  isActive: true,
  createdAt: true,
  updatedAt: true,
} as const;

const NOT_FOUND = "Featured update not found";
export const REORDER_MISMATCH =
  "The list to reorder must contain every featured update exactly once";
const LIST_LIMIT = 200;

const changed = () => publish("toAdmins", { event: "featuredUpdatesChanged", payload: {} });

/** Public: the featured updates by order (the home page shows the active ones). */
export function listFeaturedUpdates({ activeOnly = false }: { activeOnly?: boolean } = {}) {
  return readMostly(`featured-updates:${activeOnly}`, () =>
    prisma.featuredUpdate.findMany({
      where: activeOnly ? { isActive: true } : undefined,
      orderBy: [{ order: "asc" }, { createdAt: "asc" }, { id: "asc" }],
      take: LIST_LIMIT,
      select: featuredUpdateSelect,
    }),
  );
}

/** Admins: a new item goes last unless an order is given. */
export async function createFeaturedUpdate(actor: PublicUser, input: FeaturedUpdateCreate) {
  requireAdmin(actor);
  const created = await prisma.$transaction(async (tx) => {
    let order = input.order;
    if (order === undefined) {
      const { _max } = await tx.featuredUpdate.aggregate({ _max: { order: true } });
      order = (_max.order ?? 0) + 1;
    }
    return tx.featuredUpdate.create({
      data: { text: input.text, order, isActive: input.isActive ?? true },
      select: featuredUpdateSelect,
    });
  });
  changed();
  return created;
}

export async function updateFeaturedUpdate(
  actor: PublicUser,
  id: string,
  input: FeaturedUpdatePatch,
) {
  requireAdmin(actor);
  const { count } = await prisma.featuredUpdate.updateMany({ where: { id }, data: input });
  if (count === 0) throw new DomainError(404, NOT_FOUND);
  changed();
  return prisma.featuredUpdate.findUniqueOrThrow({ where: { id }, select: featuredUpdateSelect });
}

export async function deleteFeaturedUpdate(actor: PublicUser, id: string) {
  requireAdmin(actor);
  const { count } = await prisma.featuredUpdate.deleteMany({ where: { id } });
  if (count === 0) throw new DomainError(404, NOT_FOUND);
  changed();
}

/**
 * Rewrites order 1..n in the given sequence, in one transaction. Strict (the API): ids must be
 * the whole set. Tolerant (the admin page's drag and Move buttons): ids deleted since the page
 * loaded are dropped and ids added since keep their place at the end, so a concurrent edit by
 * another admin does not make the reorder fail.
 */
export async function reorderFeaturedUpdates(
  actor: PublicUser,
  ids: string[],
  { tolerant = false }: { tolerant?: boolean } = {},
) {
  requireAdmin(actor);
  await prisma.$transaction(async (tx) => {
    const existing = await tx.featuredUpdate.findMany({
      orderBy: [{ order: "asc" }, { createdAt: "asc" }, { id: "asc" }],
      select: { id: true },
    });
    const current = existing.map((e) => e.id);
    const known = new Set(current);
    let order = ids;
    if (tolerant) {
      const placed = new Set(ids.filter((id) => known.has(id)));
      order = [...placed, ...current.filter((id) => !placed.has(id))];
    } else {
      const given = new Set(ids);
      if (
        given.size !== ids.length ||
        given.size !== known.size ||
        ids.some((id) => !known.has(id))
      ) {
        throw new DomainError(400, REORDER_MISMATCH);
      }
    }
    for (const [index, id] of order.entries()) {
      await tx.featuredUpdate.update({ where: { id }, data: { order: index + 1 } });
    }
  });
  changed();
  return listFeaturedUpdates();
}

/** The admin page's Move up / Move down: swaps an item with its neighbour (none at an end). */
export async function moveFeaturedUpdate(actor: PublicUser, id: string, direction: "up" | "down") {
  requireAdmin(actor);
  const ids = (await listFeaturedUpdates()).map((f) => f.id);
  const from = ids.indexOf(id);
  if (from === -1) throw new DomainError(404, NOT_FOUND);
  const to = direction === "up" ? from - 1 : from + 1;
  if (to >= 0 && to < ids.length) [ids[from], ids[to]] = [ids[to], ids[from]];
  return reorderFeaturedUpdates(actor, ids, { tolerant: true });
}
