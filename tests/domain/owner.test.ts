import { afterEach, describe, expect, it } from "vitest";
import { ensureOwner, OwnerConfigurationError } from "~/models/owner.server";
import { createSession } from "~/models/session.server";
import { verifyLogin } from "~/models/user.server";
import { prisma } from "~/server/db.server";
import { actor, uniqueTag } from "./actors";

const configured = { ...process.env };
afterEach(() => {
  for (const name of ["OWNER_USERNAME", "OWNER_PASSWORD", "OWNER_EMAIL"]) {
    if (configured[name] === undefined) delete process.env[name];
    else process.env[name] = configured[name];
  }
});

function configureOwner(username: string, password?: string) {
  process.env.OWNER_USERNAME = username;
  if (password) process.env.OWNER_PASSWORD = password;
  else delete process.env.OWNER_PASSWORD;
}

const signIn = (username: string, password: string) =>
  verifyLogin({ username, password, redirectTo: undefined });

const roleOf = async (id: string) =>
  prisma.user.findUniqueOrThrow({ where: { id }, select: { role: true, isAdmin: true } });

describe("the owner account from configuration", () => {
  it("never hands ownership to an account someone registered", async () => {
    const squatter = await actor();
    configureOwner(squatter.username, "a-brand-new-password");
    await expect(ensureOwner()).rejects.toBeInstanceOf(OwnerConfigurationError);
    await expect(ensureOwner()).rejects.toThrow(/OWNER_USERNAME/);
    expect(await roleOf(squatter.id)).toEqual({ role: "user", isAdmin: false });
    // The squatter's own password still works, and the configured one was not given to them.
    await expect(signIn(squatter.username, "a-brand-new-password")).rejects.toThrow();
  });

  it("creates the owner, and demotes the previous owner when the tag changes", async () => {
    const first = uniqueTag("Boss");
    configureOwner(first, "first-owner-pass");
    const firstId = await ensureOwner();
    expect(await roleOf(firstId)).toEqual({ role: "owner", isAdmin: true });

    const second = uniqueTag("NewBoss");
    configureOwner(second, "second-owner-pass");
    const secondId = await ensureOwner();
    expect(secondId).not.toBe(firstId);
    expect(await roleOf(secondId)).toEqual({ role: "owner", isAdmin: true });
    expect(await roleOf(firstId)).toEqual({ role: "user", isAdmin: false });
    expect(await prisma.user.count({ where: { role: "owner" } })).toBe(1);
  });

  it("rotates the owner's password from configuration and ends the owner's sessions", async () => {
    const tag = uniqueTag("Rot");
    configureOwner(tag, "old-owner-pass");
    const id = await ensureOwner();
    await createSession(id);

    configureOwner(tag, "new-owner-pass");
    expect(await ensureOwner()).toBe(id);
    await expect(signIn(tag, "old-owner-pass")).rejects.toThrow();
    expect((await signIn(tag, "new-owner-pass")).id).toBe(id);
    expect(await prisma.session.count({ where: { userId: id } })).toBe(0);
  });

  it("keeps a password the owner changed when none is configured", async () => {
    const tag = uniqueTag("Keep");
    configureOwner(tag, "set-at-creation");
    const id = await ensureOwner();
    configureOwner(tag);
    await ensureOwner();
    expect((await signIn(tag, "set-at-creation")).id).toBe(id);
  });
});
