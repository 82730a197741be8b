import { expect, test, type Browser, type Page } from "@playwright/test";
import {
  createUserViaApi,
  jsEnabled,
  signIn,
  signInViaUi,
  toast,
  uniqueTag,
  waitForHydration,
  waitForSocket,
} from "./helpers";
import { createFriends } from "./messages-helpers";

const friendsNav = (page: Page) =>
  page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: /^Friends/ })
    .filter({ visible: true });
const tabs = (page: Page) => page.getByRole("navigation", { name: "Friends sections" });
const results = (page: Page) => page.getByTestId("search-result");
const friendRow = (page: Page, tag: string) =>
  page.getByTestId("friend-row").filter({ hasText: tag });

/** A second signed-in browser (same JavaScript setting as the project). */
async function signedInPage(browser: Browser, baseURL: string | undefined, tag: string) {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: jsEnabled() });
  const page = await context.newPage();
  await signInViaUi(page, tag);
  return page;
}

/** Find Friends: type a tag (with JavaScript the results follow the typing; without, Search). */
async function searchFor(page: Page, tag: string) {
  await page.goto("/friends");
  await tabs(page).getByRole("link", { name: "Find Friends" }).click();
  await expect(page.getByText("Type at least 3 characters to search for friends")).toBeVisible();
  const box = page.getByPlaceholder("Search users by tag...");
  await waitForHydration(page, box);
  await box.fill(tag);
  if (!jsEnabled()) await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(/tab=find&q=/);
  await expect(results(page).filter({ hasText: tag })).toHaveCount(1);
  return results(page).filter({ hasText: tag });
}

test("a request found by search, accepted from Requests, then a friend removed after confirming", async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  const [a, b] = [uniqueTag("frA"), uniqueTag("frB")];
  await createUserViaApi(request, a);
  await createUserViaApi(request, b);

  // A finds B and sends a request.
  await signInViaUi(page, a);
  const result = await searchFor(page, b);
  await expect(result).toContainText(b);
  const add = result.getByRole("button", { name: "Add Friend" });
  await waitForHydration(page, add);
  await Promise.all([expect(toast(page)).toContainText("Friend Request Sent"), add.click()]);
  await expect(results(page).filter({ hasText: b })).toContainText("Request Sent");

  // B sees it: the top bar's badge, the Requests tab's badge, and the request itself.
  const pageB = await signedInPage(browser, baseURL, b);
  await expect(friendsNav(pageB).getByTestId("nav-badge")).toHaveText("1");
  await friendsNav(pageB).click();
  await expect(pageB.getByText("My Friends (0)")).toBeVisible();
  await expect(tabs(pageB).getByTestId("requests-badge")).toHaveText("1");
  await tabs(pageB)
    .getByRole("link", { name: /Requests/ })
    .click();
  const item = pageB.getByTestId("friend-request").filter({ hasText: a });
  await expect(item).toContainText("Sent a friend request");
  const accept = item.getByRole("button", { name: /Accept/ });
  await waitForHydration(pageB, accept);
  await Promise.all([
    expect(toast(pageB)).toContainText("Friend Request Accepted"),
    accept.click(),
  ]);
  await expect(pageB.getByText("No pending friend requests.")).toBeVisible();
  await expect(friendsNav(pageB).getByTestId("nav-badge")).toHaveCount(0);

  // Both see each other in My Friends.
  await tabs(pageB).getByRole("link", { name: "My Friends (1)" }).click();
  await expect(friendRow(pageB, a)).toBeVisible();
  await expect(friendRow(pageB, a).getByRole("link", { name: /Chat/ })).toHaveAttribute(
    "href",
    /^\/messages\?with=/,
  );
  await pageB.context().close();

  await page.goto("/friends");
  const row = friendRow(page, b);
  await expect(row).toBeVisible();

  // Remove, with the spec's confirmation.
  const menu = row.getByLabel(`More actions for ${b}`);
  await waitForHydration(page, menu);
  await menu.click();
  await row.getByRole("link", { name: "Remove Friend" }).click();
  const dialog = page.getByRole("dialog", { name: "Remove Friend" });
  await expect(dialog).toContainText(
    `Are you sure you want to remove ${b} from your friends list? This action cannot be undone.`,
  );
  await dialog.getByRole("link", { name: "Cancel" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(row).toBeVisible();

  await menu.click();
  await row.getByRole("link", { name: "Remove Friend" }).click();
  await Promise.all([
    expect(toast(page)).toContainText(`You removed ${b} from your friends list`),
    page.getByRole("dialog").getByRole("button", { name: "Remove Friend" }).click(),
  ]);
  await expect(
    page.getByText('No friends yet. Use the "Find Friends" tab to add some!'),
  ).toBeVisible();
});

test("a guest is asked to sign in", async ({ page }) => {
  await page.goto("/friends");
  await expect(
    page.getByText("Please sign in to view your friends and manage friend requests."),
  ).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Sign In" })).toHaveAttribute(
    "href",
    "/auth?redirectTo=%2Ffriends",
  );
});

test("with JavaScript, requests and answers arrive live in the other browser", async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  test.skip(!jsEnabled(), "live updates need JavaScript");
  const [a, b] = [uniqueTag("liveA"), uniqueTag("liveB")];
  await createUserViaApi(request, a);
  await createUserViaApi(request, b);

  await signInViaUi(page, a);
  const pageB = await signedInPage(browser, baseURL, b);
  await pageB.goto("/friends?tab=requests");
  await expect(pageB.getByText("No pending friend requests.")).toBeVisible();
  await waitForSocket(pageB);

  // A sends the request; B hears it at once: the toast, the list and the badge.
  const result = await searchFor(page, b);
  await waitForSocket(page);
  await result.getByRole("button", { name: "Add Friend" }).click();
  await expect(toast(pageB)).toContainText("New Friend Request");
  await expect(toast(pageB)).toContainText(`${a} sent you a friend request.`);
  const item = pageB.getByTestId("friend-request").filter({ hasText: a });
  await expect(item).toBeVisible();
  await expect(friendsNav(pageB).getByTestId("nav-badge")).toHaveText("1");

  // B accepts; A, still on the search, sees the temporary status and the toast.
  await expect(results(page).filter({ hasText: b })).toContainText("Request Sent");
  await item.getByRole("button", { name: /Accept/ }).click();
  await expect(toast(page)).toContainText("Friend Request Accepted");
  await expect(results(page).filter({ hasText: b })).toContainText(
    "Your request has been accepted",
  );
  // After 3 s the temporary status gives way to the refreshed one.
  await expect(results(page).filter({ hasText: b })).toContainText("Friends");
  await expect(results(page).filter({ hasText: b })).not.toContainText("accepted");

  // B's friends list shows A online; A removes B and B is told.
  await pageB.goto("/friends");
  await expect(friendRow(pageB, a)).toContainText("Online");
  await waitForSocket(pageB);
  await page.goto("/friends");
  const row = friendRow(page, b);
  const menu = row.getByLabel(`More actions for ${b}`);
  await waitForHydration(page, menu);
  await menu.click();
  await row.getByRole("link", { name: "Remove Friend" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Remove Friend" }).click();
  await expect(toast(pageB)).toContainText(`${a} removed you from their friends list`);
  await expect(
    pageB.getByText('No friends yet. Use the "Find Friends" tab to add some!'),
  ).toBeVisible();
  await pageB.context().close();
});

test("a friend's links open the player and the conversation (in the page with JavaScript)", async ({
  page,
  request,
}) => {
  const { alice, bob } = await createFriends(request);
  await signIn(page, alice.username);
  await page.goto("/friends");
  const row = friendRow(page, bob.username);
  await waitForHydration(page, row.getByRole("link", { name: `Chat with ${bob.username}` }));
  // A mark on the window survives a navigation in the page and is gone after a page load.
  const mark = () => page.evaluate(() => (window as { flat?: number }).flat === 1);
  await page.evaluate(() => ((window as { flat?: number }).flat = 1));
  await row.getByRole("link", { name: `Chat with ${bob.username}` }).click();
  await expect(page).toHaveURL(`/messages?with=${bob.id}`);
  await expect(page.getByRole("heading", { name: bob.username })).toBeVisible();
  expect(await mark()).toBe(jsEnabled());

  await page.goto("/friends");
  await waitForHydration(page, row.getByRole("link", { name: bob.username, exact: true }));
  await page.evaluate(() => ((window as { flat?: number }).flat = 1));
  await row.getByRole("link", { name: bob.username, exact: true }).click();
  await expect(page).toHaveURL(`/players/${bob.username}`);
  expect(await mark()).toBe(jsEnabled());
});
