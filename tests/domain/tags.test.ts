import { afterEach, describe, expect, it, vi } from "vitest";
import { ensureOwner, OwnerConfigurationError } from "~/models/owner.server";
import { hashPassword } from "~/models/password.server";
import {
  TAG_INVISIBLE,
  TAG_MIXED_SCRIPTS,
  TAG_TAKEN,
  TAG_TOO_SIMILAR,
  tagKey,
  tagSkeleton,
} from "~/models/tag";
import { recomputeTagSkeletons, registerUser, verifyLogin } from "~/models/user.server";
import { prisma } from "~/server/db.server";
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

/** An account whose skeleton was made under other rules (or written by hand). */
async function accountWithSkeleton(username: string, usernameSkeleton: string, createdAt: Date) {
  return prisma.user.create({
    data: {
      username,
      usernameKey: tagKey(username),
      usernameSkeleton,
      email: "older@example.com",
      createdAt,
      password: { create: { hash: await hashPassword("secret123") } },
    },
  });
}

const skeletonOf = async (id: string) =>
  (await prisma.user.findUniqueOrThrow({ where: { id } })).usernameSkeleton;

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

describe("registering a tag", () => {
  it("stores it normalised, with its skeleton", async () => {
    const user = await register("Ｋｕｒｖ　９");
    expect(user.username).toBe("Kurv 9");
    const row = await prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(row).toMatchObject({ usernameKey: "kurv 9", usernameSkeleton: "kurv9" });
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

  it("refuses one that differs by I and l, 0 and O, an accent, a space or a dot", async () => {
    await register("Lil Tilt0");
    for (const mimic of ["LiI Tilt0", "Li1 TiltO", "Líl Tilt0", "LilTilt0", "Lil.Tilt0"]) {
      await expectRefusal(register(mimic), 409, TAG_TOO_SIMILAR);
    }
    await expect(register("Lil Tilt9")).resolves.toMatchObject({ username: "Lil Tilt9" });
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
    const older = await legacyAccount("Twin", minutesAgo(1));
    const newer = await legacyAccount("Тwin"); // Cyrillic Т
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    await recomputeTagSkeletons();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(newer.id));
    expect(await skeletonOf(older.id)).toBe(tagSkeleton("Twin"));
    expect(await skeletonOf(newer.id)).toBeNull();
    // Both still sign in; no one new can take either look.
    await expect(signIn("Тwin")).resolves.toBeTruthy();
    await expectRefusal(register("TWIN"), 409, TAG_TAKEN);
    await expectRefusal(register("ТWIN"), 400, TAG_MIXED_SCRIPTS);
  });
});

describe("skeletons made under earlier rules", () => {
  it("are recomputed at start-up, and a second start-up writes nothing", async () => {
    const user = await accountWithSkeleton("Ma1n Stage", "ma1n stage", minutesAgo(10));
    await recomputeTagSkeletons();
    expect(await skeletonOf(user.id)).toBe("malnstage");
    const { updatedAt } = await prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    await recomputeTagSkeletons();
    expect((await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).updatedAt).toEqual(
      updatedAt,
    );
    await expectRefusal(register("MaIn Stage"), 409, TAG_TOO_SIMILAR);
  });

  it("keep both accounts that now look alike: the older keeps the skeleton, both sign in", async () => {
    const older = await accountWithSkeleton("SpaceAnimaI", "spaceanimai", minutesAgo(9));
    const newer = await accountWithSkeleton("SpaceAnimal", "spaceanimal", minutesAgo(8));
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    await recomputeTagSkeletons();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(newer.id));
    expect(warn).not.toHaveBeenCalledWith(expect.stringContaining(older.id));
    expect(await skeletonOf(older.id)).toBe("spaceanlmal");
    expect(await skeletonOf(newer.id)).toBeNull();
    await expect(signIn("SpaceAnimaI")).resolves.toMatchObject({ id: older.id });
    await expect(signIn("SpaceAnimal")).resolves.toMatchObject({ id: newer.id });
    // Nobody new takes either look.
    await expectRefusal(register("Space Animal"), 409, TAG_TOO_SIMILAR);
    await expectRefusal(register("SpaceAnima1"), 409, TAG_TOO_SIMILAR);
    // Named again at the next start, with nothing written.
    warn.mockClear();
    const { updatedAt } = await prisma.user.findUniqueOrThrow({ where: { id: older.id } });
    await recomputeTagSkeletons();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(newer.id));
    expect((await prisma.user.findUniqueOrThrow({ where: { id: older.id } })).updatedAt).toEqual(
      updatedAt,
    );
  });

  it("move even when one wants the skeleton another holds under the earlier rules", async () => {
    const first = await accountWithSkeleton("Dash.", "dash.", minutesAgo(7));
    const second = await accountWithSkeleton("Bobby", "dash", minutesAgo(6)); // stale
    await recomputeTagSkeletons();
    expect(await skeletonOf(first.id)).toBe("dash");
    expect(await skeletonOf(second.id)).toBe("bobby");
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
    await register("ShineSpike");
    process.env.OWNER_USERNAME = "ShineSpiké";
    await expect(ensureOwner()).rejects.toThrow(TAG_TOO_SIMILAR);
  });
});
