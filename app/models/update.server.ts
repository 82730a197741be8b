import { prisma } from "~/db.server";

export const DEFAULT_VERSION = "1.0.0";

/** The site's version number: the newest release update's, or 1.0.0 before there is any. */
export async function getLatestVersion() {
  const latest = await prisma.releaseUpdate.findFirst({
    orderBy: { createdAt: "desc" },
    select: { version: true },
  });
  return latest?.version ?? DEFAULT_VERSION;
}
