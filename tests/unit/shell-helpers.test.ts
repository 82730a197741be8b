import { describe, expect, it } from "vitest";
import { NOTHING_NEW, summarise } from "~/models/admin-summary.server";
import {
  assertLoginAllowed,
  LOGIN_MAX_FAILURES,
  LOGIN_MAX_FAILURES_PER_ADDRESS,
  recordLoginFailure,
} from "~/models/login-throttle.server";
import { hashPassword, verifyPassword } from "~/models/password.server";
import { welcomeMessage } from "~/models/welcome";
import {
  ADMIN_COLOUR,
  AVATAR_PALETTE,
  avatarColour,
  OWNER_COLOUR,
} from "~/ui/common/avatar-colour";

describe("welcomeMessage", () => {
  it("greets by main, case-insensitively and by nickname", () => {
    expect(welcomeMessage("Zain", "Marth")).toBe("Welcome, Zain! Ken combo incoming.");
    expect(welcomeMessage("Hbox", "puff")).toBe("Rest easy, Hbox. Welcome back!");
    expect(welcomeMessage("S2J", "Captain Falcon")).toBe(welcomeMessage("S2J", "falcon"));
  });
  it("falls back to the spec's default", () => {
    expect(welcomeMessage("Plup", null)).toBe("Welcome, Plup!");
    expect(welcomeMessage("Plup", "Kirby")).toBe("Welcome, Plup!");
  });
});

describe("avatarColour", () => {
  it("is purple for the owner, blue for admins, and a stable palette colour otherwise", () => {
    expect(avatarColour({ id: "a", role: "owner", isAdmin: true })).toBe(OWNER_COLOUR);
    expect(avatarColour({ id: "a", role: "user", isAdmin: true })).toBe(ADMIN_COLOUR);
    const c = avatarColour({ id: "user-1", role: "user", isAdmin: false });
    expect(AVATAR_PALETTE).toContain(c);
    expect(avatarColour({ id: "user-1", role: "user", isAdmin: false })).toBe(c);
    const spread = new Set(
      Array.from({ length: 200 }, (_, i) =>
        avatarColour({ id: `u${i}`, role: "user", isAdmin: false }),
      ),
    );
    expect(spread.size).toBeGreaterThan(10);
  });
});

describe("admin summary text", () => {
  it("uses the spec's sentences", () => {
    expect(summarise([])).toBe(NOTHING_NEW);
    expect(summarise(["users joined"])).toBe(
      "There are a few users joined since you last logged in.",
    );
    expect(summarise(["users joined", "messages received"])).toBe(
      "There are a few users joined and messages received since you last logged in.",
    );
  });
});

describe("passwords", () => {
  it("hashes with a salt and verifies only the right password", async () => {
    const a = await hashPassword("hunter22");
    const b = await hashPassword("hunter22");
    expect(a).not.toBe(b);
    expect(a).not.toContain("hunter22");
    expect(await verifyPassword("hunter22", a)).toBe(true);
    expect(await verifyPassword("hunter23", a)).toBe(false);
    expect(await verifyPassword("hunter22", "garbage")).toBe(false);
    // No account: still false, after the same work (the sign-in timing test counts it).
    expect(await verifyPassword("hunter22", null)).toBe(false);
    expect(await verifyPassword("", undefined)).toBe(false);
  });
});

describe("login throttle", () => {
  it("blocks a tag from one address after the failures, not from another address", async () => {
    for (let i = 0; i < LOGIN_MAX_FAILURES; i++) await recordLoginFailure("Mango", "1.1.1.1");
    await expect(assertLoginAllowed("mango", "1.1.1.1")).rejects.toThrow(
      /Too many failed sign-in attempts. Please try again in 15 minutes./,
    );
    await expect(assertLoginAllowed("mango", "2.2.2.2")).resolves.toBeUndefined();
    await expect(assertLoginAllowed("salt", "1.1.1.1")).resolves.toBeUndefined();
  });

  it("blocks an address that sprays guesses over many tags", async () => {
    for (let i = 0; i < LOGIN_MAX_FAILURES_PER_ADDRESS; i++) {
      await recordLoginFailure(`tag${i}`, "3.3.3.3");
    }
    await expect(assertLoginAllowed("fresh-tag", "3.3.3.3")).rejects.toThrow(
      /Too many failed sign-in attempts/,
    );
    await expect(assertLoginAllowed("fresh-tag", "4.4.4.4")).resolves.toBeUndefined();
  });
});
