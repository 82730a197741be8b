import { expect, test } from "@playwright/test";
import { PASSWORD, createUserViaApi, uniqueTag } from "./helpers";

test("/api/user answers 401 signed out and the user (never the password) signed in", async ({
  playwright,
  baseURL,
  request,
}) => {
  const tag = uniqueTag("api");
  await createUserViaApi(request, tag);

  // A fresh client with no cookies.
  const client = await playwright.request.newContext({ baseURL });
  try {
    const signedOut = await client.get("/api/user");
    expect(signedOut.status()).toBe(401);
    expect(await signedOut.text()).toBe("Authentication required");

    const badLogin = await client.post("/api/login", { data: { username: tag } });
    expect(badLogin.status()).toBe(400);
    expect(await badLogin.text()).toBe("Please enter both tag and password");

    const login = await client.post("/api/login", { data: { username: tag, password: PASSWORD } });
    expect(login.status()).toBe(200);
    const loginText = await login.text();
    expect(loginText.toLowerCase()).not.toContain("hash");
    expect(loginText.toLowerCase()).not.toContain("password");
    expect(JSON.parse(loginText)).toMatchObject({ username: tag, email: `${tag}@example.com` });

    const me = await client.get("/api/user");
    expect(me.status()).toBe(200);
    const meText = await me.text();
    expect(meText.toLowerCase()).not.toContain("hash");
    expect(meText.toLowerCase()).not.toContain("password");
    expect(JSON.parse(meText)).toMatchObject({ username: tag, role: "user", isBanned: false });

    const logout = await client.post("/api/logout", { maxRedirects: 0 });
    expect(logout.status()).toBe(302);
    expect((await client.get("/api/user")).status()).toBe(401);
  } finally {
    await client.dispose();
  }
});
