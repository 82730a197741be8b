import { describe, expect, it } from "vitest";
import { readMultipartForm } from "~/http/upload.server";
import {
  imageDimensions,
  isNonImageType,
  MAX_PICTURE_BYTES,
  parseDataUrl,
  sniffImageType,
  withinPictureBounds,
} from "~/models/image";
import { defaultSlippiCode, roleBadges } from "~/models/profile";
import {
  adminRequestSchema,
  charactersFormSchema,
  charactersPatchSchema,
  emailSchema,
  errorTitleFor,
  pictureApiSchema,
  pictureFormSchema,
  slippiCodeSchema,
} from "~/schemas/profile";

const bytes = (...values: Array<number | string>) =>
  new Uint8Array(
    values.flatMap((v) => (typeof v === "string" ? [...v].map((c) => c.charCodeAt(0)) : [v])),
  );

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error!.issues[0].message;

describe("sniffImageType", () => {
  it("knows PNG, JPEG, GIF and WebP by their magic numbers", () => {
    expect(sniffImageType(bytes(0x89, "PNG", 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe("image/png");
    expect(sniffImageType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe("image/jpeg");
    expect(sniffImageType(bytes("GIF89a", 1))).toBe("image/gif");
    expect(sniffImageType(bytes("GIF87a"))).toBe("image/gif");
    expect(sniffImageType(bytes("RIFF", 0, 0, 0, 0, "WEBPVP8 "))).toBe("image/webp");
  });

  it("refuses anything else, whatever its name or declared type", () => {
    expect(sniffImageType(bytes("hello, I am text"))).toBeNull();
    expect(sniffImageType(bytes("<svg xmlns='http://www.w3.org/2000/svg'/>"))).toBeNull();
    expect(sniffImageType(bytes("RIFF", 0, 0, 0, 0, "WAVE"))).toBeNull();
    expect(sniffImageType(bytes(0x89, "PN"))).toBeNull();
    expect(sniffImageType(new Uint8Array())).toBeNull();
  });
});

const be32 = (n: number) => [n >>> 24, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];
const be16 = (n: number) => [n >> 8, n & 255];
const le16 = (n: number) => [n & 255, n >> 8];
const le24 = (n: number) => [n & 255, (n >> 8) & 255, n >> 16];

// Headers laid out byte by byte, as each format's encoder writes them.
const HEADERS = {
  png: (w: number, h: number) =>
    bytes(0x89, "PNG", 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, "IHDR", ...be32(w), ...be32(h), 8, 6),
  gif: (w: number, h: number) => bytes("GIF89a", ...le16(w), ...le16(h), 0xf7, 0, 0),
  jpeg: (w: number, h: number) =>
    bytes(
      ...[0xff, 0xd8],
      // APP0 (JFIF), 16 bytes long, skipped by its length
      ...[0xff, 0xe0, 0, 16, ..."JFIF\0".split("").map((c) => c.charCodeAt(0))],
      ...[1, 1, 0, 0, 1, 0, 1, 0, 0],
      // a fill byte, then SOF2 (progressive): length, precision, height, width
      ...[0xff, 0xff, 0xc2, 0, 17, 8, ...be16(h), ...be16(w), 3],
    ),
  webpVp8x: (w: number, h: number) =>
    bytes("RIFF", 0, 0, 0, 0, "WEBPVP8X", 10, 0, 0, 0, 0, 0, 0, 0, ...le24(w - 1), ...le24(h - 1)),
  webpVp8l: (w: number, h: number) => {
    const bits = (w - 1) | ((h - 1) << 14);
    return bytes(
      "RIFF",
      0,
      0,
      0,
      0,
      "WEBPVP8L",
      5,
      0,
      0,
      0,
      0x2f,
      ...le16(bits & 0xffff),
      ...le16(bits >>> 16),
    );
  },
  webpVp8: (w: number, h: number) =>
    bytes(
      "RIFF",
      0,
      0,
      0,
      0,
      "WEBPVP8 ",
      10,
      0,
      0,
      0,
      0,
      0,
      0,
      0x9d,
      0x01,
      0x2a,
      ...le16(w),
      ...le16(h),
    ),
};

describe("imageDimensions", () => {
  it.each(Object.entries(HEADERS))("reads the declared size of %s", (_, header) => {
    for (const [w, h] of [
      [1, 1],
      [640, 480],
      [16383, 9000],
    ]) {
      const data = header(w, h);
      expect(imageDimensions(data, sniffImageType(data)!)).toEqual({ width: w, height: h });
    }
  });

  it("reads the 32-bit sizes a PNG can claim", () => {
    expect(imageDimensions(HEADERS.png(100_000, 100_000), "image/png")).toEqual({
      width: 100_000,
      height: 100_000,
    });
    expect(imageDimensions(HEADERS.png(0xffffffff, 2), "image/png")?.width).toBe(0xffffffff);
  });

  it("answers null when the header is cut short or not where it belongs", () => {
    expect(imageDimensions(HEADERS.png(4, 4).slice(0, 20), "image/png")).toBeNull();
    expect(imageDimensions(bytes(0x89, "PNG", 0x0d, 0x0a, 0x1a, 0x0a), "image/png")).toBeNull();
    expect(imageDimensions(bytes("GIF89a", 1), "image/gif")).toBeNull();
    expect(imageDimensions(HEADERS.jpeg(4, 4).slice(0, 24), "image/jpeg")).toBeNull();
    expect(
      imageDimensions(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 2, 0x12, 0x34), "image/jpeg"),
    ).toBeNull();
    expect(imageDimensions(bytes("RIFF", 0, 0, 0, 0, "WEBPVP8Z"), "image/webp")).toBeNull();
  });

  it("bounds a picture at 8192 pixels a side and 40 megapixels", () => {
    expect(withinPictureBounds({ width: 8192, height: 4096 })).toBe(true);
    expect(withinPictureBounds({ width: 4032, height: 3024 })).toBe(true);
    expect(withinPictureBounds({ width: 8193, height: 1 })).toBe(false);
    expect(withinPictureBounds({ width: 1, height: 8193 })).toBe(false);
    expect(withinPictureBounds({ width: 8000, height: 6000 })).toBe(false);
    expect(withinPictureBounds({ width: 100_000, height: 100_000 })).toBe(false);
  });
});

describe("parseDataUrl", () => {
  it("splits a base64 data URL into its declared type and bytes", () => {
    const parsed = parseDataUrl(`data:image/png;base64,${btoa("\x89PNG")}`);
    expect(parsed?.declaredType).toBe("image/png");
    expect([...parsed!.bytes]).toEqual([0x89, 0x50, 0x4e, 0x47]);
    expect(parseDataUrl("data:image/jpeg;name=me.jpg;base64,/9j/")?.declaredType).toBe(
      "image/jpeg",
    );
  });

  it("answers null for anything that is not a base64 data URL", () => {
    expect(parseDataUrl("https://example.com/me.png")).toBeNull();
    expect(parseDataUrl("data:image/png,rawtext")).toBeNull();
    expect(parseDataUrl("data:image/png;base64,***")).toBeNull();
    expect(parseDataUrl("")).toBeNull();
  });
});

describe("isNonImageType", () => {
  it("refuses declared non-image types, lets unknown ones through to the byte check", () => {
    expect(isNonImageType("text/plain")).toBe(true);
    expect(isNonImageType("application/pdf")).toBe(true);
    expect(isNonImageType("image/png")).toBe(false);
    expect(isNonImageType("")).toBe(false);
    expect(isNonImageType("application/octet-stream")).toBe(false);
  });
});

describe("profile schemas", () => {
  it("email: the spec's messages", () => {
    expect(firstMessage(emailSchema.safeParse({ email: "" }))).toBe(
      "Please enter an email address.",
    );
    expect(firstMessage(emailSchema.safeParse({}))).toBe("Please enter an email address.");
    expect(firstMessage(emailSchema.safeParse({ email: "a b@c.d" }))).toBe(
      "Please enter a valid email address.",
    );
    expect(emailSchema.parse({ email: " me@example.com " })).toEqual({ email: "me@example.com" });
  });

  it("Slippi code: non-blank after trimming", () => {
    for (const input of [{}, { slippiCode: "" }, { slippiCode: "   " }, { slippiCode: 5 }]) {
      expect(firstMessage(slippiCodeSchema.safeParse(input))).toBe(
        "Please enter a valid Slippi code.",
      );
    }
    expect(slippiCodeSchema.parse({ slippiCode: " ABCD#123 " })).toEqual({
      slippiCode: "ABCD#123",
    });
  });

  it("characters: the page form clears empty fields, the PATCH keeps missing ones", () => {
    expect(charactersFormSchema.parse({ main: " Fox " })).toEqual({
      main: "Fox",
      secondaries: null,
    });
    expect(charactersPatchSchema.parse({ main: "Fox" })).toEqual({
      main: "Fox",
      secondaries: undefined,
    });
    expect(charactersPatchSchema.parse({ main: "", secondaries: null })).toEqual({
      main: null,
      secondaries: null,
    });
  });

  it("picture form: size and declared type, with the spec's messages", () => {
    const field = pictureFormSchema.shape.profilePicture;
    expect(
      field.safeParse(new File([bytes("GIF89a")], "a.gif", { type: "image/gif" })).success,
    ).toBe(true);
    expect(firstMessage(field.safeParse(new File(["hi"], "a.txt", { type: "text/plain" })))).toBe(
      "Please select an image file.",
    );
    expect(firstMessage(field.safeParse(new File([], "empty.png", { type: "image/png" })))).toBe(
      "Please select an image file.",
    );
    expect(firstMessage(field.safeParse(undefined))).toBe("Please select an image file.");
    const big = new File([new Uint8Array(MAX_PICTURE_BYTES + 1)], "big.png", { type: "image/png" });
    expect(firstMessage(field.safeParse(big))).toBe("Please select an image smaller than 2MB.");
  });

  it("picture API: only data URLs", () => {
    expect(
      pictureApiSchema.safeParse({ profilePicture: "data:image/gif;base64,R0lG" }).success,
    ).toBe(true);
    expect(firstMessage(pictureApiSchema.safeParse({ profilePicture: "/me.png" }))).toBe(
      "Please select an image file.",
    );
    expect(firstMessage(pictureApiSchema.safeParse({}))).toBe("Please select an image file.");
  });

  it("admin request: the message is optional and trimmed", () => {
    expect(adminRequestSchema.parse({})).toEqual({ message: "" });
    expect(adminRequestSchema.parse({ message: "  hi " })).toEqual({ message: "hi" });
    expect(adminRequestSchema.safeParse({ message: "x".repeat(1001) }).success).toBe(false);
  });

  it("gives each message the spec's title", () => {
    expect(errorTitleFor("Please enter an email address.", "Update Failed")).toBe("Email Required");
    expect(errorTitleFor("Please enter a valid email address.", "x")).toBe("Invalid Email");
    expect(errorTitleFor("Please enter a valid Slippi code.", "x")).toBe("Invalid Slippi Code");
    expect(errorTitleFor("Please select an image smaller than 2MB.", "x")).toBe("File Too Large");
    expect(errorTitleFor("Please select an image file.", "x")).toBe("Invalid File Type");
    expect(errorTitleFor("New passwords do not match.", "x")).toBe("Password Mismatch");
    expect(errorTitleFor("Password must be at least 6 characters long.", "x")).toBe(
      "Password Too Short",
    );
    expect(errorTitleFor("Current password is incorrect", "Password Change Failed")).toBe(
      "Password Change Failed",
    );
  });
});

describe("profile helpers", () => {
  it("default Slippi code: tag, '#', the id's last 3 characters", () => {
    expect(defaultSlippiCode({ id: "cmabcdef123xyz", username: "Mango" })).toBe("Mango#xyz");
  });

  it("role badges", () => {
    expect(roleBadges({ role: "user", isAdmin: false })).toEqual(["Basic User"]);
    expect(roleBadges({ role: "user", isAdmin: true })).toEqual(["Administrator"]);
    expect(roleBadges({ role: "owner", isAdmin: true })).toEqual(["Owner", "Gemba"]);
  });
});

describe("readMultipartForm", () => {
  const multipart = (file: Uint8Array<ArrayBuffer>) => {
    const form = new FormData();
    form.set("intent", "picture");
    form.set("profilePicture", new File([file], "me.png", { type: "image/png" }));
    form.set("after", "still read");
    return new Request("http://localhost/profile", { method: "POST", body: form });
  };
  const limits = { maxPartSize: 1024, drainLimit: 64 * 1024 };

  it("keeps parts under the cap", async () => {
    const { formData, tooLarge } = await readMultipartForm(multipart(new Uint8Array(100)), limits);
    expect(tooLarge).toEqual([]);
    expect((formData.get("profilePicture") as File).size).toBe(100);
  });

  it("drops a part over the cap, names it, and still reads the rest of the body", async () => {
    const request = multipart(new Uint8Array(10 * 1024));
    const { formData, tooLarge } = await readMultipartForm(request, limits);
    expect(tooLarge).toEqual(["profilePicture"]);
    expect(formData.get("profilePicture")).toBeNull();
    expect(formData.get("intent")).toBe("picture");
    expect(formData.get("after")).toBe("still read");
    expect(request.bodyUsed).toBe(true);
  });

  it("gives up on a part beyond the drain limit", async () => {
    await expect(readMultipartForm(multipart(new Uint8Array(100 * 1024)), limits)).rejects.toThrow(
      /exceeded/i,
    );
  });
});
