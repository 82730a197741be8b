import { describe, expect, it } from "vitest";
import {
  normaliseTag,
  TAG_CHARACTERS,
  TAG_INVISIBLE,
  TAG_MIXED_SCRIPTS,
  TAG_TOO_LONG,
  tagKey,
  tagProblem,
  tagSkeleton,
} from "~/models/tag";
import { registerSchema } from "~/schemas/auth";

// Real players' tags (and the demo's): every one must keep working.
const REAL_TAGS = [
  "Mang0",
  "Hungrybox",
  "aMSa",
  "Zain",
  "S2J",
  "n0ne",
  "Plup",
  "iBDW",
  "Jmook",
  "KoDoRiN",
  "Ginger",
  "Wizzrobe",
  "Axe",
  "lloD",
  "SFAT",
  "Kürv",
  "Trif",
  "Moky",
  "Joshman",
  "Cody Schwab",
  "Junebug",
  "Salt",
  "2saint",
  "Fiction",
  "Chudat",
  "Mew2King",
  "Hax$",
  "Prince Abu",
  "Amsa",
  "Professor Pro",
  "Leffen",
  "PPMD",
  "Westballz",
  "HugS",
  "DaJuice",
  "La Luna",
  "Captain Faceroll",
  "Crimson Blur",
  "m2k",
  "ShineSpike",
  "WavedashWiz",
  "SaltyRunback",
  "a_b",
  "a%b",
  "C9 | Mang0",
  // Other scripts, alone or as they are written together.
  "ゼロ",
  "ミュウツーキング",
  "あまさ",
  "竜Zain",
  "김철수",
  "Ахе",
  "Ωμέγα",
  "नमस्ते",
  "สวัสดี",
  "שלום",
];

describe("tagProblem", () => {
  it.each(REAL_TAGS)("accepts %j", (tag) => {
    expect(tagProblem(normaliseTag(tag))).toBeNull();
  });

  it.each([
    ["Owner\u200b", TAG_INVISIBLE], // zero-width space
    ["Own\u200der", TAG_INVISIBLE], // zero-width joiner
    ["Owner\u0000", TAG_INVISIBLE],
    ["Own\ter", TAG_INVISIBLE],
    ["\u202erenwO", TAG_INVISIBLE], // right-to-left override: shows as "Owner"
    ["Owner\u2066", TAG_INVISIBLE], // bidi isolate
    ["O\u00adwner", TAG_INVISIBLE], // soft hyphen
    ["Owner\ufe0f", TAG_INVISIBLE], // variation selector
    ["Оwner", TAG_MIXED_SCRIPTS], // Cyrillic О
    ["Οwner", TAG_MIXED_SCRIPTS], // Greek Ο
    ["Mangо", TAG_MIXED_SCRIPTS], // Cyrillic о at the end
    ["Ωmega", TAG_MIXED_SCRIPTS], // Greek with Latin
    ["ᴏwner", TAG_CHARACTERS], // small capital
    ["ǀlloD", TAG_CHARACTERS], // click letter
    ["Owner 🦊", TAG_CHARACTERS],
    ["Owner\u0336", TAG_CHARACTERS], // combining overlay, no letter of its own
    ["a\u0301\u0301\u0301\u0301\u0301", TAG_CHARACTERS], // four accents stacked on á
    ["x".repeat(31), TAG_TOO_LONG],
  ])("refuses %j", (tag, message) => {
    expect(tagProblem(normaliseTag(tag))).toBe(message);
  });
});

describe("normaliseTag", () => {
  it("folds full-width, mathematical and ligature letters and collapses spaces", () => {
    expect(normaliseTag("Ｏｗｎｅｒ")).toBe("Owner");
    expect(normaliseTag("𝐎𝐰𝐧𝐞𝐫")).toBe("Owner");
    expect(normaliseTag("ﬁnn")).toBe("finn");
    expect(normaliseTag(" Cody   Schwab\u3000")).toBe("Cody Schwab");
    expect(normaliseTag("Ku\u0308rv")).toBe("Kürv");
  });
});

describe("tagKey", () => {
  it.each([
    ["WavedashWiz", "wavedashwiz"],
    ["Ｗavedashwiz", "wavedashwiz"], // full-width W
    ["ＷＡvedashwiz", "wavedashwiz"],
    ["  Cody   Schwab\u3000", "cody schwab"],
    ["𝐎𝐰𝐧𝐞𝐫", "owner"],
  ])("%j is known as %j", (typed, key) => {
    expect(tagKey(typed)).toBe(key);
  });
});

describe("tagSkeleton", () => {
  it.each([
    ["Ахе", "Axe"], // Cyrillic
    ["ΑΧΕ", "axe"], // Greek capitals
    ["Ｏｗｎｅｒ", "OWNER"],
    ["Straße", "STRASSE"],
    ["ıdil", "IDIL"],
    ["Cody  Schwab", "cody schwab"],
    ["ЗОО", "3OO"],
    // I, l, 1 and | are one stroke; O and 0 one ring.
    ["PiIlarPro", "PillarPro"],
    ["FaIconPunch", "FalconPunch"],
    ["lloD", "IloD"],
    ["Ma1n", "Main"],
    ["C9 | Mang0", "C9 l Mango"],
    ["Mang0", "Mango"],
    // Accents and other marks are set aside.
    ["ShineSpiké", "ShineSpike"],
    ["ShineSpikė", "ShineSpike"],
    ["TurnipQueeń", "TurnipQueen"],
    ["Kürv", "Kurv"],
    ["Ӑxe", "Axe"], // a Cyrillic А with a breve
    // So are spaces and punctuation.
    ["Shine Spike", "ShineSpike"],
    ["ShineSpike.", "ShineSpike"],
    ["Shine_Spike", "Shine-Spike"],
    ["Hax^", "Hax"],
  ])("%j looks like %j", (a, b) => {
    expect(tagSkeleton(a)).toBe(tagSkeleton(b));
  });

  it.each([
    ["Mang0", "Mang2"],
    ["ShineSpike", "ShineSpiker"],
    ["Hax$", "Hax"],
    ["...", "--"], // nothing but punctuation: the punctuation is the tag
    ["नमस्ते", "नमसत"], // Devanagari vowel signs make the word
  ])("%j and %j stay different tags", (a, b) => {
    expect(tagSkeleton(a)).not.toBe(tagSkeleton(b));
  });

  it("tells the real tags apart, but for those written alike", () => {
    const bySkeleton = new Map<string, Set<string>>();
    for (const tag of REAL_TAGS) {
      const keys = bySkeleton.get(tagSkeleton(tag)) ?? new Set();
      bySkeleton.set(tagSkeleton(tag), keys.add(tagKey(tag)));
    }
    const alike = [...bySkeleton.values()].filter((keys) => keys.size > 1).map((k) => [...k]);
    expect(alike).toEqual([
      ["axe", "ахе"], // Latin and Cyrillic
      ["a_b", "a%b"], // punctuation alone
    ]);
  });
});

describe("the sign-up schema", () => {
  const register = (username: string) =>
    registerSchema.safeParse({ username, password: "secret123", email: "a@b.c" });

  it("stores the normalised tag", () => {
    const parsed = register("Ｍａｎｇｏ　２");
    expect(parsed.success && parsed.data.username).toBe("Mango 2");
  });

  it("answers the rule a tag breaks, on the tag field", () => {
    const parsed = register("Оwner");
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]).toMatchObject({
      path: ["username"],
      message: TAG_MIXED_SCRIPTS,
    });
  });
});
