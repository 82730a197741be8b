import { expect, test } from "@playwright/test";
import { insertOldAccount, storedUser, userIdOf } from "./data";
import {
  expectSignedIn,
  expectSignedOut,
  jsEnabled,
  OWNER,
  ownerApi,
  registerViaUi,
  signIn,
  signInViaUi,
  toast,
  uniqueTag,
  waitForHydration,
  waitForSocket,
} from "./helpers";

test("a promoted user is congratulated live and the page reloads with the new role", async ({
  page,
  playwright,
  baseURL,
}) => {
  test.skip(
    !jsEnabled(),
    "The live notice comes over Socket.IO; without JS the role shows on the next page",
  );
  const tag = uniqueTag("promo");
  await registerViaUi(page, tag);
  await waitForHydration(page);
  // The socket must have joined the user's room before the promotion is sent.
  await waitForSocket(page);

  const api = await ownerApi(playwright, baseURL!);
  const reloaded = page.waitForEvent("load", { timeout: 10_000 });
  expect((await api.patch(`/api/admin/users/${await userIdOf(tag)}/promote`)).status()).toBe(200);
  await expect(toast(page)).toContainText("Congratulations!");
  await reloaded;
  await expect(page.getByTestId("current-user").first()).toContainText("(Admin)");
  await api.dispose();
});

test("a promoted user sees the new role on the next page without JavaScript", async ({
  page,
  playwright,
  baseURL,
}) => {
  const tag = uniqueTag("promo2");
  await registerViaUi(page, tag);
  const api = await ownerApi(playwright, baseURL!);
  expect((await api.patch(`/api/admin/users/${await userIdOf(tag)}/promote`)).status()).toBe(200);
  await page.goto("/profile");
  await expect(page.getByText("Admin Features Available")).toBeVisible();
  await api.dispose();
});

test("a user banned by the owner is signed out of their open session", async ({
  page,
  playwright,
  baseURL,
}) => {
  const tag = uniqueTag("ban");
  await registerViaUi(page, tag);
  await expectSignedIn(page, tag);
  const api = await ownerApi(playwright, baseURL!);
  expect((await api.post(`/api/admin/users/${await userIdOf(tag)}/ban`)).status()).toBe(200);
  await page.reload();
  await expectSignedOut(page);
  await api.dispose();
});

test.describe("through the admin page", () => {
  test("the owner approves a request for admin access and the user becomes an admin", async ({
    page,
    browser,
    baseURL,
  }) => {
    const tag = uniqueTag("askadm");
    await registerViaUi(page, tag);
    await page.goto("/profile");
    await page.getByLabel("Why would you like admin access?").fill("I run our local weekly");
    await page.getByRole("button", { name: "Send Request" }).click();
    await expect(toast(page)).toContainText("Admin Request Sent");
    if (jsEnabled()) await waitForSocket(page);

    const ownerContext = await browser.newContext({ baseURL, javaScriptEnabled: jsEnabled() });
    const owner = await ownerContext.newPage();
    await signIn(owner, OWNER.tag, OWNER.password);
    await owner.goto("/admin");
    const request = owner
      .locator("li", { hasText: "I run our local weekly" })
      .filter({ hasText: tag });
    await request.getByRole("button", { name: "Approve" }).click();
    await expect(toast(owner)).toContainText("Request Approved");
    await ownerContext.close();

    // With JavaScript the promoted player's page reloads itself when the promotion arrives (a
    // navigation of ours could collide with it); without, the player opens the page again.
    if (!jsEnabled()) await page.goto("/profile");
    await expect(page.getByText("Admin Features Available")).toBeVisible();
  });

  test("the owner bans a user from the admin page and their open session ends", async ({
    page,
    browser,
    baseURL,
  }) => {
    const tag = uniqueTag("banui");
    await registerViaUi(page, tag);

    const ownerContext = await browser.newContext({ baseURL, javaScriptEnabled: jsEnabled() });
    const owner = await ownerContext.newPage();
    await signInViaUi(owner, OWNER.tag, OWNER.password);
    // The confirmation step is a URL, so it works with and without JavaScript.
    await owner.goto(`/admin?confirm=ban&user=${await userIdOf(tag)}`);
    await waitForHydration(owner, owner.getByRole("button", { name: "Ban User" }));
    await owner.getByRole("button", { name: "Ban User" }).click();
    await expect(toast(owner)).toContainText("User Banned");
    await ownerContext.close();

    await page.reload();
    await expectSignedOut(page);
  });

  test("the owner finds an old account with Find a user, bans it, and is back on that search", async ({
    page,
  }) => {
    const tag = uniqueTag("oldie");
    await insertOldAccount(tag);
    await signInViaUi(page, OWNER.tag, OWNER.password);
    await page.goto("/admin");
    const find = page.getByRole("search", { name: "Find a user" });
    await find.getByLabel("Find a user").fill(tag.toUpperCase());
    await find.getByRole("button", { name: "Find" }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]users=${tag.toUpperCase()}`));
    const list = page.getByRole("region", { name: /Registered Users/ });
    await expect(list.getByRole("listitem")).toHaveCount(1);
    await expect(list).toContainText(`${tag}@example.com`);

    const ban = list.getByRole("link", { name: `Ban ${tag}` });
    await waitForHydration(page, ban);
    await ban.click();
    const confirm = page.getByRole("button", { name: "Ban User" });
    await waitForHydration(page, confirm);
    await confirm.click();
    await expect(toast(page)).toContainText("User Banned");
    await expect(page).toHaveURL(new RegExp(`[?&]users=${tag.toUpperCase()}`));
    await expect(list.getByRole("listitem")).toHaveCount(1);
    await expect(list).toContainText("Banned");
    expect((await storedUser(tag)).isBanned).toBe(true);
  });
});
