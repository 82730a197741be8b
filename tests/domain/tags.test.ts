import { afterEach, describe, expect, it, vi } from "vitest";
import { prisma } from "~/db.server";
import { ensureOwner, OwnerConfigurationError } from "~/models/owner.server";
import { backfillTagSkeletons, registerUser, verifyLogin } from "~/models/user.server";
import { hashPassword } from "~/utils/password.server";
import { TAG_INVISIBLE, TAG_MIXED_SCRIPTS, TAG_TAKEN, TAG_TOO_SIMILAR } from "~/utils/tag";
import { expectRefusal } from "./actors";

const register = (username: string) =>
  registerUser({ username, password: "secret123", email: "tag@example.com" });

const signIn = (username: string) =>
  verifyLogin({ username, password: "secret123", redirectTo: undefined });

/** An account as it was written before tags were normalised: no skeleton, tag as typed. */
async function legacyAccount(username: string, createdAt = new Date()) {
  return prisma.user.create({
    data: {
      username,
      usernameKey: username.toLowerCase(),
      email: "old@example.com",
      createdAt,
      password: { create: { hash: await hashPassword("secret123") } },
    },
  });
}

describe("registering a tag", () => {
  it("stores it normalised, with its skeleton", async () => {
    const user = await register("Ｋｕｒｖ　９");
    expect(user.username).toBe("Kurv 9");
    const row = await prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(row).toMatchObject({ usernameKey: "kurv 9", usernameSkeleton: "kurv 9" });
  });

  it("refuses a tag that is taken, whatever its case or width", async () => {
    await register("Axe1");
    await expectRefusal(register("axe1"), 409, TAG_TAKEN);
    await expectRefusal(register("Ａｘｅ１"), 409, TAG_TAKEN);
  });

  it("refuses a tag that only looks like one that is taken", async () => {
    await register("AXE2");
    await expectRefusal(register("АХЕ2"), 409, TAG_TOO_SIMILAR); // Cyrillic
    await expectRefusal(register("ΑΧΕ2"), 409, TAG_TOO_SIMILAR); // Greek
    // A tag of its own in another alphabet is welcome.
    await expect(register("Жора")).resolves.toMatchObject({ username: "Жора" });
  });

  it("refuses invisible characters and mixed alphabets in the domain too", async () => {
    await expectRefusal(register("Plup\u200b"), 400, TAG_INVISIBLE);
    await expectRefusal(register("Рlup"), 400, TAG_MIXED_SCRIPTS);
  });
});

describe("accounts from before the rules", () => {
  it("sign in as typed, and in full-width letters once normalised", async () => {
    await legacyAccount("Ｗｉｄｅ");
    await expect(signIn("Ｗｉｄｅ")).resolves.toMatchObject({ username: "Ｗｉｄｅ" });
    const user = await register("Narrow1");
    await expect(signIn("Ｎａｒｒｏｗ１")).resolves.toMatchObject({ id: user.id });
  });

  it("get their skeleton at start-up; the older of two look-alikes keeps it", async () => {
    const older = await legacyAccount("Twin", new Date(Date.now() - 60_000));
    const newer = await legacyAccount("Тwin"); // Cyrillic Т
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    await backfillTagSkeletons();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(newer.id));
    const skeleton = async (id: string) =>
      (await prisma.user.findUniqueOrThrow({ where: { id } })).usernameSkeleton;
    expect(await skeleton(older.id)).toBe("twin");
    expect(await skeleton(newer.id)).toBeNull();
    // Both still sign in; no one new can take either look.
    await expect(signIn("Тwin")).resolves.toBeTruthy();
    await expectRefusal(register("TWIN"), 409, TAG_TAKEN);
    await expectRefusal(register("ТWIN"), 400, TAG_MIXED_SCRIPTS);
  });
});

describe("the owner's tag", () => {
  const configured = process.env.OWNER_USERNAME;
  afterEach(() => {
    if (configured === undefined) delete process.env.OWNER_USERNAME;
    else process.env.OWNER_USERNAME = configured;
  });

  it("goes through the same rules: nobody can register a look-alike of it", async () => {
    process.env.OWNER_USERNAME = "Ｏｗｎｅｒ";
    const id = await ensureOwner();
    const owner = await prisma.user.findUniqueOrThrow({ where: { id } });
    expect(owner).toMatchObject({ username: "Owner", usernameSkeleton: "owner" });
    await expectRefusal(register("OWNER"), 409, TAG_TAKEN);
    await expectRefusal(register("Оwner"), 400, TAG_MIXED_SCRIPTS);
    await expectRefusal(register("Owner\u202e"), 400, TAG_INVISIBLE);
    // Start-up again finds the same account, however the tag is written.
    expect(await ensureOwner()).toBe(id);
    process.env.OWNER_USERNAME = "Owner";
    expect(await ensureOwner()).toBe(id);
  });

  it("refuses to start with a tag that breaks the rules or looks like a player's", async () => {
    process.env.OWNER_USERNAME = "Boss\u200b";
    await expect(ensureOwner()).rejects.toBeInstanceOf(OwnerConfigurationError);
    await expect(ensureOwner()).rejects.toThrow(TAG_INVISIBLE);
    await register("Ахе5"); // a player, in Cyrillic
    process.env.OWNER_USERNAME = "Axe5";
    await expect(ensureOwner()).rejects.toThrow(TAG_TOO_SIMILAR);
  });
});
