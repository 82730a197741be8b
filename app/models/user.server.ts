import type { Prisma } from "@prisma/client";
import { prisma } from "~/db.server";
import { DomainError } from "~/utils/domain-error";
import { env } from "~/env.server";
import { hashPassword, verifyPassword } from "~/utils/password.server";
import type { ChangePasswordInput, LoginInput, RegisterInput } from "~/schemas/auth";
import { isUniqueViolation } from "~/models/prisma-errors.server";

/** The fields any client may see about the signed-in user. Never the password. */
export const publicUserSelect = {
  id: true,
  username: true,
  email: true,
  role: true,
  isAdmin: true,
  isBanned: true,
  isOnline: true,
  createdAt: true,
  updatedAt: true,
  profilePicture: true,
  main: true,
  secondaries: true,
  slippiCode: true,
  lastSeen: true,
  lastFriendRequestCheck: true,
} satisfies Prisma.UserSelect;

export type PublicUser = Prisma.UserGetPayload<{ select: typeof publicUserSelect }>;

export const tagKey = (username: string) => username.trim().toLowerCase();

export function isOwner(user: Pick<PublicUser, "role"> | null | undefined) {
  return user?.role === "owner";
}

export function isAdmin(user: Pick<PublicUser, "role" | "isAdmin"> | null | undefined) {
  return Boolean(user && (user.isAdmin || user.role === "owner"));
}

export function getUserById(id: string) {
  return prisma.user.findUnique({ where: { id }, select: publicUserSelect });
}

export async function registerUser(input: RegisterInput): Promise<PublicUser> {
  const username = input.username.trim();
  const existing = await prisma.user.findUnique({
    where: { usernameKey: tagKey(username) },
    select: { id: true },
  });
  if (existing) throw new DomainError(409, "That tag is already taken");

  const hash = await hashPassword(input.password);
  try {
    return await prisma.user.create({
      data: {
        username,
        usernameKey: tagKey(username),
        email: input.email.trim(),
        main: input.main?.trim() || null,
        secondaries: input.secondaries?.trim() || null,
        slippiCode: input.slippiCode?.trim() || null,
        password: { create: { hash } },
      },
      select: publicUserSelect,
    });
  } catch (error) {
    // Two registrations of one tag at the same moment: the unique index decides.
    if (isUniqueViolation(error)) {
      throw new DomainError(409, "That tag is already taken");
    }
    throw error;
  }
}

const INVALID_LOGIN = "Invalid tag or password";

/** Checks a tag and password. Throws a DomainError a person can read when they do not match. */
export async function verifyLogin({ username, password }: LoginInput): Promise<PublicUser> {
  const found = await prisma.user.findUnique({
    where: { usernameKey: tagKey(username) },
    select: { ...publicUserSelect, password: { select: { hash: true } } },
  });
  if (!found?.password || !(await verifyPassword(password, found.password.hash))) {
    throw new DomainError(400, INVALID_LOGIN);
  }
  if (found.isBanned) {
    throw new DomainError(403, "Your account has been banned");
  }
  const { password: _hash, ...user } = found;
  return user;
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

export async function changePassword(userId: string, input: ChangePasswordInput) {
  const stored = await prisma.password.findUnique({ where: { userId }, select: { hash: true } });
  if (!stored || !(await verifyPassword(input.currentPassword, stored.hash))) {
    throw new DomainError(400, "Current password is incorrect");
  }
  const hash = await hashPassword(input.newPassword);
  await prisma.password.update({ where: { userId }, data: { hash } });
}

/** The owner account from OWNER_* always exists, with role owner and admin rights. */
export async function ensureOwner() {
  const { username, email, password } = env.owner;
  const key = tagKey(username);
  const existing = await prisma.user.findUnique({
    where: { usernameKey: key },
    select: { id: true },
  });
  if (existing) {
    await prisma.user.update({
      where: { id: existing.id },
      data: { role: "owner", isAdmin: true, isBanned: false },
    });
    return existing.id;
  }
  const created = await prisma.user.create({
    data: {
      username,
      usernameKey: key,
      email,
      role: "owner",
      isAdmin: true,
      main: "Fox",
      password: { create: { hash: await hashPassword(password) } },
    },
    select: { id: true },
  });
  return created.id;
}
