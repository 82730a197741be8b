import { describe, expect, it } from "vitest";
import {
  ADMIN_PROTECTED,
  ALREADY_ADMIN_USER,
  BANNED_NOT_ADMIN,
  NOT_AN_ADMIN,
  moderationRefusal,
  OWNER_PROTECTED,
  OWNER_REQUIRED,
  userActionsFor,
} from "~/models/moderation-rules";

const owner = { id: "owner", isOwner: true };
const admin = { id: "admin", isOwner: false };
const player = { id: "p", role: "user", isAdmin: false, isBanned: false };

describe("userActionsFor", () => {
  it("offers the owner promote, ban and delete on a player; unban, not promote, once banned", () => {
    expect(userActionsFor(owner, player)).toEqual(["promote", "ban", "delete"]);
    expect(userActionsFor(owner, { ...player, isBanned: true })).toEqual(["unban", "delete"]);
  });

  it("offers nothing to anyone but the owner", () => {
    expect(userActionsFor(admin, player)).toEqual([]);
  });

  it("offers nothing on an owner account, the owner's own included", () => {
    expect(userActionsFor(owner, { ...player, role: "owner" })).toEqual([]);
    expect(userActionsFor(owner, { ...player, id: owner.id })).toEqual([]);
  });

  it("offers the owner Remove Administrator on an administrator (and lifting a ban)", () => {
    expect(userActionsFor(owner, { ...player, isAdmin: true })).toEqual(["demote"]);
    expect(userActionsFor(owner, { ...player, isAdmin: true, isBanned: true })).toEqual([
      "demote",
      "unban",
    ]);
    expect(userActionsFor(admin, { ...player, isAdmin: true })).toEqual([]);
  });
});

describe("moderationRefusal", () => {
  const refusal = (...args: Parameters<typeof moderationRefusal>) => {
    const error = moderationRefusal(...args);
    return error && { status: error.status, message: error.message };
  };

  it("says why, with the status the API answers", () => {
    expect(refusal(admin, player, "ban")).toEqual({ status: 403, message: OWNER_REQUIRED });
    expect(refusal(owner, { ...player, role: "owner" }, "delete")).toEqual({
      status: 403,
      message: OWNER_PROTECTED,
    });
    const anAdmin = { ...player, isAdmin: true };
    expect(refusal(owner, anAdmin, "ban")).toEqual({ status: 403, message: ADMIN_PROTECTED });
    expect(refusal(owner, anAdmin, "delete")).toEqual({ status: 403, message: ADMIN_PROTECTED });
    expect(refusal(owner, anAdmin, "promote")).toEqual({
      status: 409,
      message: ALREADY_ADMIN_USER,
    });
    expect(refusal(owner, anAdmin, "unban")).toBeNull();
    expect(refusal(owner, anAdmin, "demote")).toBeNull();
    expect(refusal(owner, player, "demote")).toEqual({ status: 409, message: NOT_AN_ADMIN });
    expect(refusal(owner, { ...player, isBanned: true }, "promote")).toEqual({
      status: 409,
      message: BANNED_NOT_ADMIN,
    });
  });
});
