import { describe, expect, it } from "vitest";
import {
  categoryLabel,
  INVALID_CATEGORY,
  INVALID_VERSION,
  NOTHING_TO_UPDATE,
  releaseUpdatePatchSchema,
  releaseUpdateSchema,
  REQUIRED_FIELDS,
} from "~/schemas/update";

const valid = { version: "1.4.2", category: "fix", title: "Title", description: "Body" };
const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error!.issues[0].message;

describe("releaseUpdateSchema", () => {
  it("accepts a full update, trimmed, with line endings made LF", () => {
    expect(
      releaseUpdateSchema.parse({ ...valid, title: "  T  ", description: " a\r\n- b\r\n" }),
    ).toEqual({ ...valid, title: "T", description: "a\n- b" });
  });

  it("asks for the required fields first", () => {
    for (const field of ["version", "title", "description"] as const) {
      expect(firstMessage(releaseUpdateSchema.safeParse({ ...valid, [field]: "  " }))).toBe(
        REQUIRED_FIELDS,
      );
      const { [field]: _omitted, ...rest } = valid;
      expect(firstMessage(releaseUpdateSchema.safeParse(rest))).toBe(REQUIRED_FIELDS);
    }
    expect(
      firstMessage(releaseUpdateSchema.safeParse({ category: "nope", title: "", description: "" })),
    ).toBe(REQUIRED_FIELDS);
  });

  it("accepts dotted versions with an optional pre-release suffix and drops a leading v", () => {
    for (const [given, stored] of [
      ["1.4.1", "1.4.1"],
      ["2", "2"],
      ["10.0.0.1", "10.0.0.1"],
      ["1.5.0-beta.1", "1.5.0-beta.1"],
      ["v1.4.2", "1.4.2"],
      ["V2.0.0-rc-1", "2.0.0-rc-1"],
    ]) {
      expect(releaseUpdateSchema.parse({ ...valid, version: given }).version).toBe(stored);
    }
  });

  it("refuses versions that are not numbers and dots", () => {
    for (const version of ["1.4.", ".1", "1..2", "1.2.3.4.5", "one", "1.4.1 beta", "1.4-", "vv1"]) {
      expect(firstMessage(releaseUpdateSchema.safeParse({ ...valid, version })), version).toBe(
        INVALID_VERSION,
      );
    }
    expect(INVALID_VERSION).toMatch(/1\.4\.1/);
    expect(INVALID_VERSION).toMatch(/pre-release/);
  });

  it("refuses an unknown or missing category", () => {
    expect(firstMessage(releaseUpdateSchema.safeParse({ ...valid, category: "bugfix" }))).toBe(
      INVALID_CATEGORY,
    );
    const { category: _omitted, ...rest } = valid;
    expect(firstMessage(releaseUpdateSchema.safeParse(rest))).toBe(INVALID_CATEGORY);
  });

  it("limits the lengths", () => {
    expect(releaseUpdateSchema.safeParse({ ...valid, title: "x".repeat(120) }).success).toBe(true);
    expect(firstMessage(releaseUpdateSchema.safeParse({ ...valid, title: "x".repeat(121) }))).toBe(
      "Title must be at most 120 characters",
    );
    expect(
      firstMessage(releaseUpdateSchema.safeParse({ ...valid, description: "x".repeat(5001) })),
    ).toBe("Description must be at most 5000 characters");
  });
});

describe("releaseUpdatePatchSchema", () => {
  it("accepts any subset of the fields, checked like on create", () => {
    expect(releaseUpdatePatchSchema.parse({ title: " New " })).toEqual({ title: "New" });
    expect(firstMessage(releaseUpdatePatchSchema.safeParse({ title: " " }))).toBe(REQUIRED_FIELDS);
    expect(firstMessage(releaseUpdatePatchSchema.safeParse({ version: "x" }))).toBe(
      INVALID_VERSION,
    );
  });

  it("refuses an empty patch", () => {
    expect(firstMessage(releaseUpdatePatchSchema.safeParse({}))).toBe(NOTHING_TO_UPDATE);
  });
});

describe("categoryLabel", () => {
  it("names the four categories and shows anything else as it is", () => {
    expect(["feature", "improvement", "fix", "security"].map(categoryLabel)).toEqual([
      "New Feature",
      "Improvement",
      "Bug Fix",
      "Security",
    ]);
    expect(categoryLabel("legacy")).toBe("legacy");
  });
});
