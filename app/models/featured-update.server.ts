import { prisma } from "~/db.server";
import { requireAdmin } from "~/models/permissions.server";
import type { PublicUser } from "~/models/user.server";
import { publish } from "~/realtime/events.server";
import type { FeaturedUpdateCreate, FeaturedUpdatePatch } from "~/schemas/admin";
import { DomainError } from "~/utils/domain-error";

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
  return prisma.featuredUpdate.findMany({
    where: activeOnly ? { isActive: true } : undefined,
    orderBy: [{ order: "asc" }, { createdAt: "asc" }],
    take: LIST_LIMIT,
    select: featuredUpdateSelect,
  });
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
  if (count === 0) throw new DomainError(404, NOT_FOUND, "Failed to update featured update");
  changed();
  return prisma.featuredUpdate.findUniqueOrThrow({ where: { id }, select: featuredUpdateSelect });
}

export async function deleteFeaturedUpdate(actor: PublicUser, id: string) {
  requireAdmin(actor);
  const { count } = await prisma.featuredUpdate.deleteMany({ where: { id } });
  if (count === 0) throw new DomainError(404, NOT_FOUND, "Failed to delete featured update");
  changed();
}

/** Rewrites order 1..n in the given sequence, in one transaction; ids must be the whole set. */
export async function reorderFeaturedUpdates(actor: PublicUser, ids: string[]) {
  requireAdmin(actor);
  await prisma.$transaction(async (tx) => {
    const existing = await tx.featuredUpdate.findMany({ select: { id: true } });
    const known = new Set(existing.map((e) => e.id));
    const given = new Set(ids);
    if (
      given.size !== ids.length ||
      given.size !== known.size ||
      ids.some((id) => !known.has(id))
    ) {
      throw new DomainError(400, REORDER_MISMATCH, "Failed to reorder featured updates");
    }
    for (const [index, id] of ids.entries()) {
      await tx.featuredUpdate.update({ where: { id }, data: { order: index + 1 } });
    }
  });
  changed();
  return listFeaturedUpdates();
}
