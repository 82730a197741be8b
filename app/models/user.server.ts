import type { Prisma } from "@prisma/client";
import { DomainError } from "~/models/domain-error";
import {
  assertPasswordCheckAllowed,
  clearPasswordFailures,
  recordPasswordFailure,
} from "~/models/login-throttle.server";
import { hashPassword, verifyPassword } from "~/models/password.server";
import { isUniqueViolation } from "~/models/prisma-errors.server";
import {
  normaliseTag,
  TAG_TAKEN,
  TAG_TOO_SIMILAR,
  tagKey,
  tagProblem,
  tagSkeleton,
} from "~/models/tag";
import { publish } from "~/realtime/server/events.server";
import type { ChangePasswordInput, LoginInput, RegisterInput } from "~/schemas/auth";
import { prisma } from "~/server/db.server";

/** Who an account is and where it stands: the first fields of every view of a user. */
export const accountSelect = {
  id: true,
  username: true,
  email: true,
  role: true,
  isAdmin: true,
  isBanned: true,
  isOnline: true,
  createdAt: true,
} satisfies Prisma.UserSelect;

/** The fields any client may see about the signed-in user. Never the password. */
export const publicUserSelect = {
  ...accountSelect,
  updatedAt: true,
  profilePicture: true,
  main: true,
  secondaries: true,
  slippiCode: true,
  lastSeen: true,
  lastFriendRequestCheck: true,
} satisfies Prisma.UserSelect;

export type PublicUser = Prisma.UserGetPayload<{ select: typeof publicUserSelect }>;

export function isOwner(user: Pick<PublicUser, "role"> | null | undefined) {
  return user?.role === "owner";
}

export function isAdmin(user: Pick<PublicUser, "role" | "isAdmin"> | null | undefined) {
  return Boolean(user && (user.isAdmin || user.role === "owner"));
}

export function getUserById(id: string) {
  return prisma.user.findUnique({ where: { id }, select: publicUserSelect });
}

/**
 * The keys a typed tag may be stored under: lower-cased as typed (accounts from before tags were
 * normalised) and its key (a tag typed in full-width letters finds its plain account).
 */
export const tagKeys = (username: string) => [
  ...new Set([username.trim().toLowerCase(), tagKey(username)]),
];

/** Refuses a tag that is taken, or that a reader could not tell from one that is. */
async function assertTagFree(username: string) {
  const clash = await prisma.user.findFirst({
    where: {
      OR: [{ usernameKey: tagKey(username) }, { usernameSkeleton: tagSkeleton(username) }],
    },
    select: { usernameKey: true },
  });
  if (clash) {
    throw new DomainError(
      409,
      clash.usernameKey === tagKey(username) ? TAG_TAKEN : TAG_TOO_SIMILAR,
    );
  }
}

export async function registerUser(input: RegisterInput): Promise<PublicUser> {
  const username = normaliseTag(input.username);
  const problem = tagProblem(username);
  if (problem) throw new DomainError(400, problem);
  await assertTagFree(username);

  const hash = await hashPassword(input.password);
  try {
    return await prisma.user.create({
      data: {
        username,
        usernameKey: tagKey(username),
        usernameSkeleton: tagSkeleton(username),
        email: input.email.trim(),
        main: input.main?.trim() || null,
        secondaries: input.secondaries?.trim() || null,
        slippiCode: input.slippiCode?.trim() || null,
        password: { create: { hash } },
      },
      select: publicUserSelect,
    });
  } catch (error) {
    // Two registrations of one tag (or two look-alikes) at the same moment: the unique indexes
    // decide, and the loser is told which way.
    if (isUniqueViolation(error)) {
      await assertTagFree(username);
      throw new DomainError(409, TAG_TAKEN);
    }
    throw error;
  }
}

const INVALID_LOGIN = "Invalid tag or password";

export const BANNED = "Your account has been banned";

/** A ban's end as the banned player and the log read it: "until 2026-12-01 18:30 UTC". */
export const banEnd = (until: Date) =>
  `until ${until.toISOString().slice(0, 16).replace("T", " ")} UTC`;

/** What a banned player reads at sign-in: the refusal, then its end and its reason when given. */
export function banRefusal({ banReason, bannedUntil }: BanState) {
  const end = bannedUntil ? ` ${banEnd(bannedUntil)}` : "";
  return `${BANNED}${end}${banReason ? `. Reason: ${banReason}` : ""}`;
}

type BanState = { id: string; banReason: string | null; bannedUntil: Date | null };

/**
 * A ban whose end has come lifts itself when the account next signs in (no timer needed): true
 * when it did. Lifted only if the ban is still the one read, so a new ban is never undone.
 */
export async function liftEndedBan(
  { id, bannedUntil }: Pick<BanState, "id" | "bannedUntil">,
  now = new Date(),
) {
  if (!bannedUntil || bannedUntil > now) return false;
  const lifted = await prisma.user.updateMany({
    where: { id, isBanned: true, bannedUntil },
    data: { isBanned: false, banReason: null, bannedUntil: null },
  });
  return lifted.count > 0;
}

/** Checks a tag and password. Throws a DomainError a person can read when they do not match. */
export async function verifyLogin({ username, password }: LoginInput): Promise<PublicUser> {
  const keys = tagKeys(username);
  const candidates = await prisma.user.findMany({
    where: { usernameKey: { in: keys } },
    select: {
      ...publicUserSelect,
      usernameKey: true,
      banReason: true,
      bannedUntil: true,
      password: { select: { hash: true } },
    },
  });
  // The tag as typed wins over its normalised form (two old accounts may hold one each).
  const found = candidates.find((c) => c.usernameKey === keys[0]) ?? candidates[0];
  // Checked even when the tag is unknown: the same work either way (see verifyPassword).
  const matches = await verifyPassword(password, found?.password?.hash);
  if (!found || !matches) {
    throw new DomainError(400, INVALID_LOGIN);
  }
  if (found.isBanned && !(await liftEndedBan(found))) {
    throw new DomainError(403, banRefusal(found));
  }
  const { password: _hash, usernameKey: _key, banReason: _r, bannedUntil: _u, ...user } = found;
  return { ...user, isBanned: false };
}

/** Stamps a successful sign-in: the Login record feeds the admin analytics. */
export async function recordLogin(user: Pick<PublicUser, "id" | "username">) {
  const now = new Date();
  await prisma.$transaction([
    prisma.loginRecord.create({
      data: { userId: user.id, username: user.username, loginTime: now },
    }),
    prisma.user.update({ where: { id: user.id }, data: { lastSeen: now } }),
  ]);
}

/**
 * Changes the password and signs the user out everywhere but `keepSessionId` (the session that
 * changed it): whoever else knew the old password loses their sessions and sockets.
 */
export async function changePassword(
  userId: string,
  input: ChangePasswordInput,
  keepSessionId: string | null,
) {
  await assertPasswordCheckAllowed(userId);
  const stored = await prisma.password.findUnique({ where: { userId }, select: { hash: true } });
  if (!stored || !(await verifyPassword(input.currentPassword, stored.hash))) {
    await recordPasswordFailure(userId);
    throw new DomainError(400, "Current password is incorrect");
  }
  await clearPasswordFailures(userId);
  const hash = await hashPassword(input.newPassword);
  const others = keepSessionId ? { userId, id: { not: keepSessionId } } : { userId };
  await prisma.$transaction([
    prisma.password.update({ where: { userId }, data: { hash } }),
    prisma.session.deleteMany({ where: others }),
  ]);
  publish("userSessionsEnded", { userId, exceptSessionId: keepSessionId ?? undefined });
}

/**
 * Brings every account's skeleton up to the rules of tagSkeleton: accounts older than skeletons,
 * written straight to the database, or skeletons made under earlier rules. Run at start-up;
 * writes only what differs, so a second run writes nothing. Of two accounts that look alike
 * under the rules, both stay and both sign in: the older keeps the skeleton (so nobody new can
 * take either look), the newer keeps none and is named in the log, at every start, for an admin
 * to settle.
 */
export async function recomputeTagSkeletons() {
  const rows = await prisma.user.findMany({
    select: { id: true, username: true, usernameSkeleton: true },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
  });
  const claimed = new Set<string>();
  const plan = rows.map((row) => {
    const wanted = tagSkeleton(row.username);
    const skeleton = claimed.has(wanted) ? null : wanted;
    claimed.add(wanted);
    return { ...row, skeleton };
  });
  const changes = plan.filter((row) => row.skeleton !== row.usernameSkeleton);
  // Cleared first: under new rules an account may want the skeleton another still holds.
  for (const { id } of changes.filter((row) => row.usernameSkeleton !== null)) {
    await prisma.user.updateMany({ where: { id }, data: { usernameSkeleton: null } });
  }
  const withoutSkeleton = plan.filter((row) => row.skeleton === null);
  for (const row of changes) {
    if (row.skeleton !== null && !(await setSkeleton(row.id, row.skeleton))) {
      withoutSkeleton.push(row);
    }
  }
  for (const { id, username } of withoutSkeleton) {
    console.warn(`The tag "${username}" (user ${id}) looks like another account's.`);
  }
}

/** Gives an account its skeleton; false when another account holds it (registered meanwhile). */
async function setSkeleton(id: string, skeleton: string) {
  try {
    await prisma.user.updateMany({ where: { id }, data: { usernameSkeleton: skeleton } });
    return true;
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return false;
  }
}
