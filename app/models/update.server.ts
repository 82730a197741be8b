import { DomainError } from "~/models/domain-error";
import { requireAdmin } from "~/models/permissions.server";
import type { PublicUser } from "~/models/user.server";
import type { ReleaseUpdateInput, ReleaseUpdatePatch } from "~/schemas/update";
import { readMostly } from "~/server/content-version.server";
import { prisma } from "~/server/db.server";

export const DEFAULT_VERSION = "1.0.0";

/** Release updates per page on /updates and per GET /api/updates answer. */
export const UPDATES_PAGE_SIZE = 20;
/** Beyond this a page number is nonsense (the list will never be that long). */
export const MAX_UPDATES_PAGE = 10_000;

export const NOT_FOUND = "Release update not found";
export const MANAGE_REQUIRED = "Admin privileges required to manage release updates";

const releaseUpdateSelect = {
  id: true,
  version: true,
  category: true,
  title: true,
  description: true,
  createdAt: true,
  updatedAt: true,
} as const;

// Newest first; the id breaks ties so pages never overlap or skip a row.
const newestFirst = [{ createdAt: "desc" as const }, { id: "desc" as const }];

/** The site's version number: the newest release update's, or 1.0.0 before there is any. */
/** Every page's footer shows it: kept until the content changes. */
export function getLatestVersion() {
  return readMostly("latest-version", async () => {
    const latest = await prisma.releaseUpdate.findFirst({
      orderBy: newestFirst,
      select: { version: true },
    });
    return latest?.version ?? DEFAULT_VERSION;
  });
}

/** A page number from a query parameter: 1 when absent or not a sensible whole number. */
export function parseUpdatesPage(value: string | null) {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= MAX_UPDATES_PAGE ? page : 1;
}

/**
 * One page of release updates, newest first, with whether older ones follow. Public: the release
 * notes are in the RSS feed anyway (the page's sign-in wall is an invitation to join).
 */
export async function listReleaseUpdates({
  page = 1,
  pageSize = UPDATES_PAGE_SIZE,
}: { page?: number; pageSize?: number } = {}) {
  // One row more than the page tells whether there is an older page, without a count query.
  const rows = await prisma.releaseUpdate.findMany({
    orderBy: newestFirst,
    skip: (page - 1) * pageSize,
    take: pageSize + 1,
    select: releaseUpdateSelect,
  });
  return { updates: rows.slice(0, pageSize), page, hasOlder: rows.length > pageSize };
}

/** Admins: a new release update; it becomes the newest, so its version is the site's version. */
export function createReleaseUpdate(actor: PublicUser, input: ReleaseUpdateInput) {
  requireAdmin(actor, MANAGE_REQUIRED);
  return prisma.releaseUpdate.create({ data: input, select: releaseUpdateSelect });
}

/** Admins: changes the given fields; the date it was published stays. */
export async function updateReleaseUpdate(
  actor: PublicUser,
  id: string,
  input: ReleaseUpdatePatch,
) {
  requireAdmin(actor, MANAGE_REQUIRED);
  return prisma.$transaction(async (tx) => {
    const { count } = await tx.releaseUpdate.updateMany({ where: { id }, data: input });
    if (count === 0) throw new DomainError(404, NOT_FOUND);
    return tx.releaseUpdate.findUniqueOrThrow({ where: { id }, select: releaseUpdateSelect });
  });
}

export async function deleteReleaseUpdate(actor: PublicUser, id: string) {
  requireAdmin(actor, MANAGE_REQUIRED);
  const { count } = await prisma.releaseUpdate.deleteMany({ where: { id } });
  if (count === 0) throw new DomainError(404, NOT_FOUND);
}
