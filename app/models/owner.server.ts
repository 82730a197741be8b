import { prisma } from "~/db.server";
import { env } from "~/env.server";
import { deleteUserSessions } from "~/models/session.server";
import { tagKey } from "~/models/user.server";
import { hashPassword, verifyPassword } from "~/utils/password.server";

/** A start-up error the operator must fix in the configuration; the message says how. */
export class OwnerConfigurationError extends Error {
  name = "OwnerConfigurationError";
}

/**
 * The owner account named by OWNER_USERNAME exists, with owner rights, at every start-up.
 * Ownership is only ever given to an account the server created itself: a tag someone registered
 * is a configuration clash, never a takeover. When the tag changes, the previous owner becomes a
 * regular player. A configured OWNER_PASSWORD is the owner's password: changing it rotates it
 * (and signs the owner out everywhere).
 */
export async function ensureOwner(): Promise<string> {
  const { username, email, password, passwordConfigured } = env.owner;
  const key = tagKey(username);
  const named = await prisma.user.findUnique({
    where: { usernameKey: key },
    select: { id: true, role: true, password: { select: { hash: true } } },
  });
  if (named && named.role !== "owner") {
    throw new OwnerConfigurationError(
      `OWNER_USERNAME=${username} is the tag of an account that registered on the site, and ` +
        "ownership is only given to an account the server creates. Choose another OWNER_USERNAME.",
    );
  }
  const rotate =
    named !== null &&
    passwordConfigured &&
    !(named.password && (await verifyPassword(password, named.password.hash)));
  const hash = !named || rotate ? await hashPassword(password) : null;

  const ownerId = await prisma.$transaction(async (tx) => {
    await tx.user.updateMany({
      where: { role: "owner", NOT: { usernameKey: key } },
      data: { role: "user", isAdmin: false },
    });
    if (!named) {
      const created = await tx.user.create({
        data: {
          username: username.trim(),
          usernameKey: key,
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
