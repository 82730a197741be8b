import { crc32, deflateSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ALREADY_PENDING } from "~/models/admin-request.server";
import { prisma } from "~/server/db.server";
import { type TestClient, startTestServer, uniqueTag } from "./harness";

let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** A real 1×1 red PNG, chunk by chunk, so no fixture file is needed; the header may claim more. */
function tinyPng(width = 1, height = 1) {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.from([0, 255, 0, 0]))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

const PNG = tinyPng();
const TOO_BIG = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024 + 1024)]);
const dataUrl = (bytes: Buffer, type = "image/png") =>
  `data:${type};base64,${bytes.toString("base64")}`;

async function signedIn(prefix = "Prof") {
  const c = server.client();
  const user = await c.register(uniqueTag(prefix));
  return { c, user };
}

const storedUser = (id: string) =>
  prisma.user.findUniqueOrThrow({
    where: { id },
    select: { email: true, slippiCode: true, main: true, secondaries: true, profilePicture: true },
  });

/** The page's picture form, as a browser without JavaScript posts it. */
async function postPicture(c: TestClient, bytes: Buffer, type: string, name = "me.png") {
  const form = new FormData();
  form.set("intent", "picture");
  form.set("profilePicture", new Blob([new Uint8Array(bytes)], { type }), name);
  return fetch(`${c.baseUrl}/profile`, {
    method: "POST",
    body: form,
    redirect: "manual",
    headers: { Cookie: c.cookieHeader },
  });
}

describe("guests", () => {
  it.each([
    ["PATCH", "/api/user/email", { email: "a@b.c" }],
    ["PATCH", "/api/user/slippi-code", { slippiCode: "ABCD#123" }],
    ["PATCH", "/api/user/profile", { main: "Fox" }],
    ["PATCH", "/api/user/profile-picture", { profilePicture: dataUrl(PNG) }],
    ["POST", "/api/admin-requests", { message: "please" }],
  ])("%s %s answers 401", async (method, path, body) => {
    const res = await server.client().request(method, path, body);
    expect(res.status).toBe(401);
    expect(await res.text()).toBe("Authentication required");
  });

  it("see 'Authentication Required' on /profile, with a way to sign in", async () => {
    const res = await server.client().get("/profile");
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("Authentication Required");
    expect(html).toContain("Please log in to view your profile.");
    expect(html).toContain('href="/auth?redirectTo=%2Fprofile"');
    expect(html).toContain("<title>Your Profile | Melee Hub</title>");
    expect(html).toMatch(/<meta name="robots" content="noindex"\/>/);
  });

  it("posting to /profile sends them to sign in", async () => {
    const res = await server
      .client()
      .post("/profile", new URLSearchParams({ intent: "email", email: "x@y.z" }));
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/auth?redirectTo=%2Fprofile");
  });
});

describe("PATCH /api/user/email", () => {
  it("validates with the spec's messages and changes nothing on bad input", async () => {
    const { c, user } = await signedIn();
    const before = await storedUser(user.id);
    for (const [body, message] of [
      [{ email: "" }, "Please enter an email address."],
      [{ email: "   " }, "Please enter an email address."],
      [{}, "Please enter an email address."],
      [{ email: "no at sign" }, "Please enter a valid email address."],
      [{ email: "a b@example.com" }, "Please enter a valid email address."],
    ] as const) {
      const res = await c.patch("/api/user/email", body);
      expect(res.status).toBe(400);
      expect(await res.text()).toBe(message);
    }
    expect(await storedUser(user.id)).toEqual(before);
  });

  it("saves a trimmed email and answers the public user", async () => {
    const { c, user } = await signedIn();
    const res = await c.patch("/api/user/email", { email: "  new@example.com " });
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(JSON.parse(text)).toMatchObject({ id: user.id, email: "new@example.com" });
    expect(text).not.toMatch(/hash|password/i);
    expect((await storedUser(user.id)).email).toBe("new@example.com");
  });

  it("allows only PATCH", async () => {
    const { c } = await signedIn();
    expect((await c.post("/api/user/email", { email: "a@b.c" })).status).toBe(405);
  });
});

describe("PATCH /api/user/slippi-code", () => {
  it("refuses a blank code with the spec's message", async () => {
    const { c, user } = await signedIn();
    for (const body of [{ slippiCode: "" }, { slippiCode: "   " }, {}]) {
      const res = await c.patch("/api/user/slippi-code", body);
      expect(res.status).toBe(400);
      expect(await res.text()).toBe("Please enter a valid Slippi code.");
    }
    expect((await storedUser(user.id)).slippiCode).toBeNull();
  });

  it("saves the trimmed code", async () => {
    const { c } = await signedIn();
    const res = await c.patch("/api/user/slippi-code", { slippiCode: " MANG#0 " });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ slippiCode: "MANG#0" });
  });
});

describe("PATCH /api/user/profile", () => {
  it("changes only the fields sent; empty clears", async () => {
    const c = server.client();
    const user = await c.register(uniqueTag("Chars"), "secret123", {
      main: "Marth",
      secondaries: "Sheik",
    });
    let res = await c.patch("/api/user/profile", { main: " Fox " });
    expect(await res.json()).toMatchObject({ main: "Fox", secondaries: "Sheik" });
    res = await c.patch("/api/user/profile", { secondaries: "" });
    expect(await res.json()).toMatchObject({ main: "Fox", secondaries: null });
    res = await c.patch("/api/user/profile", { main: "x".repeat(101) });
    expect(res.status).toBe(400);
    expect(await res.text()).toBe("Main must be at most 100 characters");
    expect(await storedUser(user.id)).toMatchObject({ main: "Fox", secondaries: null });
  });
});

describe("profile pictures", () => {
  it("accepts a real PNG and serves it from its own URL with cache headers", async () => {
    const { c, user } = await signedIn("Pic");
    const res = await c.patch("/api/user/profile-picture", { profilePicture: dataUrl(PNG) });
    expect(res.status).toBe(200);
    const { profilePicture } = (await res.json()) as { profilePicture: string };
    expect(profilePicture).toMatch(new RegExp(`^/users/${user.id}/picture\\?v=\\d+$`));
    expect((await storedUser(user.id)).profilePicture).toBe(profilePicture);

    const picture = await c.get(profilePicture);
    expect(picture.status).toBe(200);
    expect(picture.headers.get("content-type")).toBe("image/png");
    expect(picture.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const etag = picture.headers.get("etag");
    expect(etag).toBeTruthy();
    expect(Buffer.from(await picture.arrayBuffer()).equals(PNG)).toBe(true);

    // Without the current version it must revalidate, and the ETag answers 304.
    const unversioned = await server.client().get(`/users/${user.id}/picture`);
    expect(unversioned.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
    await unversioned.arrayBuffer();
    const revalidated = await server
      .client()
      .request("GET", `/users/${user.id}/picture`, undefined, { "If-None-Match": etag! });
    expect(revalidated.status).toBe(304);

    // The page shows the URL, never a data URL.
    const html = await (await c.get("/profile")).text();
    expect(html).toContain(`src="${profilePicture}"`);
    expect(html).not.toContain("data:image/png");
  });

  it("answers 404 for a user without a picture", async () => {
    const { user } = await signedIn();
    const res = await server.client().get(`/users/${user.id}/picture`);
    expect(res.status).toBe(404);
  });

  it("refuses a text file declared as image/png, and non-images", async () => {
    const { c, user } = await signedIn();
    for (const profilePicture of [
      dataUrl(Buffer.from("just some text, honest")),
      dataUrl(PNG, "text/plain"),
      "https://example.com/me.png",
      "",
    ]) {
      const res = await c.patch("/api/user/profile-picture", { profilePicture });
      expect(res.status).toBe(400);
      expect(await res.text()).toBe("Please select an image file.");
    }
    expect(await prisma.profilePicture.count({ where: { userId: user.id } })).toBe(0);
    expect((await storedUser(user.id)).profilePicture).toBeNull();
  });

  it("refuses an image over 2MB", async () => {
    const { c, user } = await signedIn();
    const res = await c.patch("/api/user/profile-picture", { profilePicture: dataUrl(TOO_BIG) });
    expect(res.status).toBe(400);
    expect(await res.text()).toBe("Please select an image smaller than 2MB.");
    expect((await storedUser(user.id)).profilePicture).toBeNull();
  });

  it("refuses a picture whose header declares absurd dimensions, on both paths", async () => {
    const { c, user } = await signedIn("Huge");
    // A few hundred bytes that would ask a viewer's browser for 40 GB once decoded.
    const huge = tinyPng(100_000, 100_000);
    const wide = tinyPng(8193, 1);
    for (const bytes of [huge, wide]) {
      const res = await c.patch("/api/user/profile-picture", { profilePicture: dataUrl(bytes) });
      expect(res.status).toBe(400);
      expect(await res.text()).toBe(
        "Please select an image of at most 8192 pixels a side and 40 megapixels.",
      );
    }
    const page = await postPicture(c, huge, "image/png");
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(
      "Please select an image of at most 8192 pixels a side and 40 megapixels.",
    );
    expect(await prisma.profilePicture.count({ where: { userId: user.id } })).toBe(0);

    // Within the bounds it is taken (the header is all that is checked).
    const fine = await c.patch("/api/user/profile-picture", {
      profilePicture: dataUrl(tinyPng(8192, 4096)),
    });
    expect(fine.status).toBe(200);
  });

  it("takes the page's multipart form without JavaScript, with the same rules", async () => {
    const { c, user } = await signedIn("PicForm");

    const fake = await postPicture(c, Buffer.from("not an image"), "image/png");
    expect(fake.status).toBe(200);
    const fakeHtml = await fake.text();
    expect(fakeHtml).toContain("Invalid File Type");
    expect(fakeHtml).toContain("Please select an image file.");

    // Just over 2 MB reaches the domain; far over is cut off while streaming.
    for (const bytes of [TOO_BIG, Buffer.concat([PNG, Buffer.alloc(3 * 1024 * 1024)])]) {
      const big = await postPicture(c, bytes, "image/png");
      expect(big.status).toBe(200);
      const html = await big.text();
      expect(html).toContain("File Too Large");
      expect(html).toContain("Please select an image smaller than 2MB.");
    }
    expect((await storedUser(user.id)).profilePicture).toBeNull();

    const ok = await postPicture(c, PNG, "image/png");
    expect(ok.status).toBe(302);
    expect(ok.headers.get("location")).toBe("/profile");
    expect(ok.headers.get("set-cookie")).toMatch(/toast=/);
    const stored = await prisma.profilePicture.findUniqueOrThrow({ where: { userId: user.id } });
    expect(stored.mimeType).toBe("image/png");
    expect((await storedUser(user.id)).profilePicture).toMatch(/^\/users\/.+\/picture\?v=\d+$/);
  });
});

describe("admin requests", () => {
  it("creates one pending request (201), then refuses a second (409)", async () => {
    const { c, user } = await signedIn("Req");
    const res = await c.post("/api/admin-requests", {
      message: " I run locals ",
      username: "Impostor",
      status: "approved",
    });
    expect(res.status).toBe(201);
    const created = await res.json();
    expect(created).toMatchObject({
      userId: user.id,
      username: user.username,
      email: `${user.username}@example.com`,
      message: "I run locals",
      status: "pending",
      processedAt: null,
      processedBy: null,
    });

    const again = await c.post("/api/admin-requests", { message: "again" });
    expect(again.status).toBe(409);
    expect(await again.text()).toBe(ALREADY_PENDING);
    expect(await prisma.adminRequest.count({ where: { userId: user.id } })).toBe(1);

    // The database refuses a second pending row too, whatever the timing.
    await expect(
      prisma.adminRequest.create({
        data: { userId: user.id, username: user.username, email: "x@example.com" },
      }),
    ).rejects.toMatchObject({ code: "P2002" });

    // Once processed, a new request may be made.
    await prisma.adminRequest.update({ where: { id: created.id }, data: { status: "rejected" } });
    expect((await c.post("/api/admin-requests", {})).status).toBe(201);
  });

  // Administrators and the owner cannot ask, and racing requests leave one: tests/domain/admin.test.ts.
});

describe("the profile page", () => {
  it("shows the account with real forms that post without JavaScript", async () => {
    const { c, user } = await signedIn("Page");
    const html = await (await c.get("/profile")).text();
    expect(html).toContain(user.username);
    expect(html).toContain("Basic User");
    expect(html).toContain(`${user.username}@example.com`);
    // No Slippi code yet: the default is the tag, '#', the id's last 3 characters.
    expect(html).toContain(`${user.username}#${user.id.slice(-3)}`);
    expect(html).toContain(user.id);
    expect(html).toContain("Request Admin Access");
    expect(html).toMatch(/<form method="post" action="\/profile" encType="multipart\/form-data"/);
    expect(html).toMatch(/<input[^>]+name="profilePicture"[^>]+type="file"/);
    expect(html).toMatch(/<form method="post" action="\/profile" id="admin-request-form"/);
    expect(html).toMatch(/<form method="post" action="\/profile" id="change-password-form"/);
    expect(html).toContain('href="/profile?edit=email"');
    expect(html).toContain('href="/profile?dialog=password"');
    // Signing out is a form post: a GET to /api/logout does nothing.
    expect(html).toMatch(/<form method="post" action="\/api\/logout"/);
    expect(html).not.toContain('href="/api/logout"');
    // Copy buttons need JavaScript: not in the server's HTML.
    expect(html).not.toContain(">Copy<");

    const edit = await (await c.get("/profile?edit=email")).text();
    expect(edit).toMatch(/<form method="post" action="\/profile\?edit=email" id="email-form"/);
    const dialog = await (await c.get("/profile?dialog=password")).text();
    expect(dialog).toMatch(/<dialog open=""[^>]*aria-labelledby="password-dialog-title"/);
  });

  it("edits email, Slippi code and characters through the page's forms", async () => {
    const { c, user } = await signedIn("PageEdit");
    const post = (fields: Record<string, string>, search = "") =>
      c.post(`/profile${search}`, new URLSearchParams(fields));

    let res = await post({ intent: "email", email: "" }, "?edit=email");
    expect(res.status).toBe(200);
    let html = await res.text();
    expect(html).toContain("Email Required");
    expect(html).toContain("Please enter an email address.");

    res = await post({ intent: "email", email: "bad email" }, "?edit=email");
    html = await res.text();
    expect(html).toContain("Invalid Email");
    expect(html).toContain("Please enter a valid email address.");

    res = await post({ intent: "slippiCode", slippiCode: "  " }, "?edit=slippiCode");
    html = await res.text();
    expect(html).toContain("Invalid Slippi Code");
    expect(html).toContain("Please enter a valid Slippi code.");
    expect(await storedUser(user.id)).toMatchObject({
      email: `${user.username}@example.com`,
      slippiCode: null,
    });

    res = await post({ intent: "email", email: "page@example.com" }, "?edit=email");
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/profile");
    res = await post({ intent: "slippiCode", slippiCode: "PAGE#42" });
    expect(res.status).toBe(302);
    res = await post({ intent: "characters", main: "Peach", secondaries: "" });
    expect(res.status).toBe(302);
    expect(await storedUser(user.id)).toMatchObject({
      email: "page@example.com",
      slippiCode: "PAGE#42",
      main: "Peach",
      secondaries: null,
    });
    // The flash toast shows on the next page.
    expect(await (await c.get("/profile")).text()).toContain("Profile Updated");
  });

  it("sends an admin request from the card, then shows it as pending", async () => {
    const { c, user } = await signedIn("PageReq");
    const res = await c.post(
      "/profile",
      new URLSearchParams({ intent: "adminRequest", message: "Let me help" }),
    );
    expect(res.status).toBe(302);
    const html = await (await c.get("/profile")).text();
    expect(html).toContain("Admin Request Sent");
    expect(html).toContain('data-testid="admin-request-pending"');
    expect(html).not.toContain('id="admin-request-form"');
    expect(await prisma.adminRequest.count({ where: { userId: user.id } })).toBe(1);

    const again = await c.post("/profile", new URLSearchParams({ intent: "adminRequest" }));
    expect(again.status).toBe(200);
    expect(await again.text()).toContain(ALREADY_PENDING);
  });

  it("shows admins and the owner their badges and the admin card", async () => {
    const { c, user } = await signedIn("PageOwner");
    await prisma.user.update({ where: { id: user.id }, data: { isAdmin: true } });
    let html = await (await c.get("/profile")).text();
    expect(html).toContain("Administrator");
    expect(html).toContain("Admin Features Available");
    expect(html).toContain('href="/admin"');
    expect(html).not.toContain('id="admin-request-form"');

    await prisma.user.update({ where: { id: user.id }, data: { role: "owner" } });
    html = await (await c.get("/profile")).text();
    expect(html).toMatch(/>Owner<\/li>/);
    expect(html).toMatch(/>Gemba<\/li>/);
  });

  it("changes the password through the page's dialog form", async () => {
    const tag = uniqueTag("PagePw");
    const c = server.client();
    await c.register(tag, "secret123");
    const change = (fields: Record<string, string>) =>
      c.post(
        "/profile?dialog=password",
        new URLSearchParams({ intent: "changePassword", ...fields }),
      );

    let res = await change({
      currentPassword: "secret123",
      newPassword: "newsecret",
      confirmPassword: "different",
    });
    let html = await res.text();
    expect(html).toContain("Password Mismatch");
    expect(html).toContain("New passwords do not match.");

    res = await change({
      currentPassword: "secret123",
      newPassword: "abc",
      confirmPassword: "abc",
    });
    html = await res.text();
    expect(html).toContain("Password Too Short");
    expect(html).toContain("Password must be at least 6 characters long.");

    res = await change({
      currentPassword: "wrong-one",
      newPassword: "newsecret",
      confirmPassword: "newsecret",
    });
    html = await res.text();
    expect(html).toContain("Password Change Failed");
    expect(html).toContain("Current password is incorrect");
    expect(html).not.toContain('value="newsecret"');

    res = await change({
      currentPassword: "secret123",
      newPassword: "newsecret",
      confirmPassword: "newsecret",
    });
    expect(res.status).toBe(302);
    expect(await (await c.get("/profile")).text()).toContain("Password Changed");
    const login = await server
      .client()
      .post("/api/login", { username: tag, password: "newsecret" });
    expect(login.status).toBe(200);
  });
});
