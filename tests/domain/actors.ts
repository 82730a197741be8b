import { expect } from "vitest";
import { getUserById, registerUser, type PublicUser } from "~/models/user.server";
import { prisma } from "~/server/db.server";
import { weeklyLocal } from "../fixtures/weekly-local";

export type Role = "user" | "admin" | "owner";
export const ROLES = ["user", "admin", "owner"] as const satisfies readonly Role[];

let counter = 0;
/** A tag no other account in this file's database has. */
export const uniqueTag = (prefix = "d") =>
  `${prefix}${Date.now().toString(36).slice(-5)}${counter++}`;

const GRANTS = {
  user: {},
  admin: { isAdmin: true },
  owner: { role: "owner", isAdmin: true },
  banned: { isBanned: true },
} as const;

/**
 * A registered account in the given standing, read back as the session hands it to the domain.
 * Admin rights and bans are granted by the owner in the app; here they are set on the row.
 */
export async function actor(standing: Role | "banned" = "user"): Promise<PublicUser> {
  const tag = uniqueTag(standing.slice(0, 3));
  const user = await registerUser({ username: tag, password: "secret123", email: `${tag}@x.io` });
  if (standing === "user") return user;
  await prisma.user.update({ where: { id: user.id }, data: GRANTS[standing] });
  return (await getUserById(user.id))!;
}

/** One account per role. */
export async function actorsPerRole(): Promise<Record<Role, PublicUser>> {
  return { user: await actor("user"), admin: await actor("admin"), owner: await actor("owner") };
}

/**
 * The domain refused: a DomainError with this status (and message, when given). Pass a function
 * when the domain function may throw before it returns a promise.
 */
export async function expectRefusal(
  action: Promise<unknown> | (() => unknown),
  status: number,
  message?: string,
) {
  const settled = typeof action === "function" ? Promise.resolve().then(action) : action;
  await expect(settled).rejects.toMatchObject({
    name: "DomainError",
    status,
    ...(message !== undefined && { message }),
  });
}

/** A weekly local submitted by `submitter`, approved unless another status is given; its id. */
export const localTournament = (submitter: PublicUser, status?: string) =>
  weeklyLocal(submitter.id, status);
