import type { Prisma } from "@prisma/client";
import { hashPassword, verifyPassword } from "~/models/password.server";
import { isUniqueViolation } from "~/models/prisma-errors.server";
import { deleteUserSessions } from "~/models/session.server";
import { normaliseTag, TAG_TOO_SIMILAR, tagKey, tagProblem, tagSkeleton } from "~/models/tag";
import { recomputeTagSkeletons, tagKeys } from "~/models/user.server";
import { prisma } from "~/server/db.server";
import { env } from "~/server/env.server";

/** A start-up error the operator must fix in the configuration; the message says how. */
export class OwnerConfigurationError extends Error {
  name = "OwnerConfigurationError";
}

/**
 * Runs the owner's writes; a new owner tag that looks like another account's is refused. Two
 * instances starting together may both create the owner: the one that loses finds it made.
 */
async function inTransaction(run: (tx: Prisma.TransactionClient) => Promise<string>) {
  try {
    return await prisma.$transaction(run);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const madeMeanwhile = await prisma.user.findFirst({
      where: { usernameKey: { in: tagKeys(env.owner.username) }, role: "owner" },
      select: { id: true },
    });
    if (madeMeanwhile) return madeMeanwhile.id;
    throw new OwnerConfigurationError(
      `OWNER_USERNAME=${env.owner.username}: "${TAG_TOO_SIMILAR}". Choose another OWNER_USERNAME.`,
    );
  }
}

/**
 * The owner account named by OWNER_USERNAME exists, with owner rights, at every start-up.
 * Ownership is only ever given to an account the server created itself: a tag someone registered
 * is a configuration clash, never a takeover. When the tag changes, the previous owner becomes a
 * regular player. A configured OWNER_PASSWORD is the owner's password: changing it rotates it
 * (and signs the owner out everywhere). A new owner's tag follows the rules of any tag
 * (~/models/tag): normalised, and refused when it breaks them or looks like another account's.
 */
export async function ensureOwner(): Promise<string> {
  const { email, password, passwordConfigured } = env.owner;
  await recomputeTagSkeletons();
  // Found as configured or normalised, like a sign-in: an owner created before tags were
  // normalised is still the owner.
  const named = await prisma.user.findFirst({
    where: { usernameKey: { in: tagKeys(env.owner.username) } },
    select: { id: true, role: true, usernameKey: true, password: { select: { hash: true } } },
  });
  const username = normaliseTag(env.owner.username);
  const key = named?.usernameKey ?? tagKey(username);
  if (named && named.role !== "owner") {
    throw new OwnerConfigurationError(
      `OWNER_USERNAME=${username} is the tag of an account that registered on the site, and ` +
        "ownership is only given to an account the server creates. Choose another OWNER_USERNAME.",
    );
  }
  const problem = named ? null : username ? tagProblem(username) : "it is empty";
  if (problem) {
    throw new OwnerConfigurationError(
      `OWNER_USERNAME=${env.owner.username} is not a valid tag ("${problem}"). ` +
        "Choose another OWNER_USERNAME.",
    );
  }
  const rotate =
    named !== null &&
    passwordConfigured &&
    !(named.password && (await verifyPassword(password, named.password.hash)));
  const hash = !named || rotate ? await hashPassword(password) : null;

  const ownerId = await inTransaction(async (tx) => {
    await tx.user.updateMany({
      where: { role: "owner", NOT: { usernameKey: key } },
      data: { role: "user", isAdmin: false },
    });
    if (!named) {
      const created = await tx.user.create({
        data: {
          username,
          usernameKey: key,
          usernameSkeleton: tagSkeleton(username),
          email,
          role: "owner",
          isAdmin: true,
          main: "Fox",
          password: { create: { hash: hash! } },
        },
        select: { id: true },
      });
      return created.id;
    }
    await tx.user.update({ where: { id: named.id }, data: { isAdmin: true, isBanned: false } });
    if (hash) {
      await tx.password.upsert({
        where: { userId: named.id },
        create: { userId: named.id, hash },
        update: { hash },
      });
    }
    return named.id;
  });
  if (rotate) await deleteUserSessions(ownerId);
  return ownerId;
}
