import { expect, test, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { befriend, insertPost } from "./data";
import {
  collectPageErrors,
  createUserViaApi,
  holdModules,
  jsEnabled,
  OWNER,
  signIn,
  toast,
  uniqueTag,
  waitForHydration,
  waitForSocket,
} from "./helpers";

// The parts a page fetches after its first load (app/ui/common/lazy-part.tsx): the server draws
// them in full, so they are on the page (and work as plain HTML) before their code arrives, and
// a first load that hydrates with them still loading reports no error (React #418, #421, #423).

/**
 * Loads `path` with `modules` held until the page has hydrated (and, signed in, its socket is
 * open), then lets them in: the part shows throughout and the page reports no error.
 */
async function loadWithPartsLate(
  page: Page,
  path: string,
  modules: string[],
  shown: (page: Page) => Locator,
  { signedIn = true } = {},
) {
  const errors = collectPageErrors(page);
  const { release, fetched } = await holdModules(page, modules);
  await page.goto(path);
  await expect(shown(page)).toBeVisible();
  await waitForHydration(page);
  if (signedIn) await waitForSocket(page);
  release();
  await expect.poll(() => fetched.size).toBe(modules.length);
  await expect(shown(page)).toBeVisible();
  expect(errors).toEqual([]);
}

const text = (words: string) => (page: Page) => page.getByText(words).first();

/** A new account, signed in on `page`: its tag and id. */
async function signInNewPlayer(page: Page, request: APIRequestContext, prefix: string) {
  const tag = uniqueTag(prefix);
  const { id } = await createUserViaApi(request, tag);
  await signIn(page, tag);
  return { tag, id };
}

/** A new player signed in on `page` and a new friend of theirs: the friend. */
async function signInWithNewFriend(
  page: Page,
  request: APIRequestContext,
  playerPrefix: string,
  friendPrefix: string,
) {
  const { id } = await signInNewPlayer(page, request, playerPrefix);
  const friend = await createUserViaApi(request, uniqueTag(friendPrefix));
  await befriend(id, friend.id);
  return friend;
}

/** Opens /messages and, once it has hydrated, the conversation with `friend` from its list. */
async function openFromList(page: Page, friend: { username: string }) {
  await page.goto("/messages");
  await waitForHydration(page);
  await page.getByTestId("chat-friend").filter({ hasText: friend.username }).click();
}

test("a forum post hydrates cleanly while its comment form and tools are still loading", async ({
  page,
  request,
}) => {
  test.skip(!jsEnabled(), "hydration needs JavaScript");
  const author = await signInNewPlayer(page, request, "lzp");
  const id = await insertPost({ title: `Lazy ${author.tag}`, authorId: author.id });
  // Comment form, edit form, and the author's delete button: all three still loading.
  await loadWithPartsLate(
    page,
    `/forum/post/${id}`,
    ["comment-form", "edit-post-dialog", "post-moderation"],
    text("Post Comment"),
  );
  await expect(page.getByRole("link", { name: "Delete", exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Edit", exact: true })).toBeVisible();
});

test("an admin's forum post with its report tools hydrates cleanly", async ({ page }) => {
  test.skip(!jsEnabled(), "hydration needs JavaScript");
  const id = await insertPost({ title: `Lazy admin ${uniqueTag("lza")}` });
  await signIn(page, OWNER.tag, OWNER.password);
  await loadWithPartsLate(page, `/forum/post/${id}`, ["post-moderation"], text("Post Comment"));
  await expect(page.getByRole("button", { name: "Pin" })).toBeVisible();
});

test("a comment sent before the form's code has arrived is posted as a plain form", async ({
  page,
  request,
}) => {
  test.skip(!jsEnabled(), "without JavaScript every form is a plain form (forum.spec.ts)");
  const { tag } = await signInNewPlayer(page, request, "lzc");
  const id = await insertPost({ title: `Early ${tag}` });
  // The comment form's module never arrives: the server's form is all the page has.
  await page.route("**/build/_shared/comment-form-*.js", () => new Promise(() => {}));
  await page.goto(`/forum/post/${id}`);
  await waitForHydration(page);
  await page.getByPlaceholder("Write a comment...").fill(`Early words from ${tag}`);
  await page.getByRole("button", { name: "Post Comment" }).click();
  await expect(toast(page)).toContainText("Comment added!");
  await expect(page.getByTestId("comment")).toContainText(`Early words from ${tag}`);
});

test("/updates hydrates cleanly for an admin while the update form is still loading", async ({
  page,
}) => {
  test.skip(!jsEnabled(), "hydration needs JavaScript");
  await signIn(page, OWNER.tag, OWNER.password);
  await loadWithPartsLate(page, "/updates", ["update-form"], text("Create New Update"));
});

test("the score tracker hydrates cleanly while the new-set form is still loading", async ({
  page,
  request,
}) => {
  test.skip(!jsEnabled(), "hydration needs JavaScript");
  await signInNewPlayer(page, request, "lzs");
  await loadWithPartsLate(page, "/score-tracker", ["setup-form"], text("Start Match"));
});

test("/friends opened on a Remove Friend confirmation hydrates cleanly while its code is still loading", async ({
  page,
  request,
}) => {
  test.skip(!jsEnabled(), "hydration needs JavaScript");
  const friend = await signInWithNewFriend(page, request, "lzf", "lzg");
  await loadWithPartsLate(
    page,
    `/friends?tab=friends&remove=${friend.id}`,
    ["remove-friend-dialog-body"],
    (page) => page.getByRole("dialog", { name: "Remove Friend" }),
  );
});

test("/messages opened on a conversation hydrates cleanly while its code is still loading, then sends over the socket", async ({
  page,
  request,
}) => {
  test.skip(!jsEnabled(), "hydration needs JavaScript");
  const friend = await signInWithNewFriend(page, request, "lzm", "lzn");
  // The socket opens while the conversation's module is held: the part reads its context.
  await loadWithPartsLate(page, `/messages?with=${friend.id}`, ["conversation"], (page) =>
    page.getByRole("heading", { name: friend.username }),
  );
  const posts: string[] = [];
  page.on("request", (req) => {
    if (req.method() === "POST") posts.push(req.url());
  });
  const box = page.getByPlaceholder(`Message ${friend.username}...`);
  await box.fill("Sent from a late conversation");
  await box.press("Enter");
  await expect(
    page.getByTestId("chat-message").filter({ hasText: "Sent from a late conversation" }),
  ).toContainText("(you)");
  expect(posts).toEqual([]);
});

test("text typed into a conversation's box before its code arrives stays the draft and is sent", async ({
  page,
  request,
}) => {
  test.skip(!jsEnabled(), "hydration needs JavaScript");
  const friend = await signInWithNewFriend(page, request, "lzd", "lze");
  const errors = collectPageErrors(page);
  const { release, fetched } = await holdModules(page, ["conversation"]);
  await page.goto(`/messages?with=${friend.id}`);
  await waitForHydration(page);
  const box = page.getByPlaceholder(`Message ${friend.username}...`);
  await box.fill("Typed while the code was on its way");
  release();
  await expect.poll(() => fetched.size).toBe(1);
  // The part's own button: drawn once its code has hydrated the box.
  await expect(page.getByRole("button", { name: "Add emoji" })).toBeVisible();
  await expect(box).toHaveValue("Typed while the code was on its way");
  await box.press("Enter");
  await expect(
    page.getByTestId("chat-message").filter({ hasText: "Typed while the code was on its way" }),
  ).toContainText("(you)");
  await expect(box).toHaveValue("");
  expect(errors).toEqual([]);
});

test("a conversation opened from the list before its code arrives shows its header and a loading notice, then opens", async ({
  page,
  request,
}) => {
  test.skip(!jsEnabled(), "client-side navigation needs JavaScript");
  const friend = await signInWithNewFriend(page, request, "lzl", "lzk");
  const errors = collectPageErrors(page);
  const { release, fetched } = await holdModules(page, ["conversation"]);
  await openFromList(page, friend);
  const pane = page.getByRole("region", { name: "Conversation" });
  await expect(pane.getByRole("status")).toHaveText("Loading conversation…");
  await expect(pane.getByRole("heading", { name: friend.username })).toBeVisible();
  release();
  await expect.poll(() => fetched.size).toBe(1);
  await expect(page.getByPlaceholder(`Message ${friend.username}...`)).toBeVisible();
  await expect(pane.getByText("Loading conversation…")).toHaveCount(0);
  expect(errors).toEqual([]);
});

test("a click that navigates while the shell's parts are still loading waits for them and keeps their server HTML", async ({
  page,
  request,
}) => {
  test.skip(!jsEnabled(), "client-side navigation needs JavaScript");
  const friend = await signInWithNewFriend(page, request, "lzs", "lzt");
  const errors = collectPageErrors(page);
  const shell = [
    "site-search",
    "theme-toggle",
    "user-label",
    "sign-out-button",
    "footer",
    "toaster",
  ];
  const { release, fetched } = await holdModules(page, shell);
  await openFromList(page, friend);
  // The router has the new location (its data is in) while the parts' code is still held.
  await expect(page).toHaveURL(new RegExp(`with=${friend.id}`));
  release();
  await expect.poll(() => fetched.size).toBe(shell.length);
  await expect(page.getByPlaceholder(`Message ${friend.username}...`)).toBeVisible();
  await expect(page.getByLabel("Search the site")).toBeVisible();
  // An urgent update that reaches a part still waiting for its code makes React drop the part's
  // server HTML and report it (its error #421): Remix set its location outside a transition.
  expect(errors).toEqual([]);
});

test("a replay chosen before the replay form's code arrives is read once it is in", async ({
  page,
  request,
}) => {
  test.skip(!jsEnabled(), "hydration needs JavaScript");
  test.slow();
  await signInNewPlayer(page, request, "lzr");
  const started = await page.request.post("/api/score-tracker/start", {
    data: { player1Name: "Mango", player2Name: "Zain", targetScore: 2 },
  });
  const { id } = (await started.json()) as { id: number };
  const { release, fetched } = await holdModules(page, ["replay-upload"]);
  await page.goto(`/score-tracker?match=${id}`);
  await waitForHydration(page);
  await page
    .getByLabel("Replay file (.slp)")
    .setInputFiles("tests/fixtures/slippi/sheik_vs_ics_yoshis.slp");
  release();
  await expect.poll(() => fetched.size).toBe(1);
  await expect(page.getByRole("group", { name: "Which one were you?" })).toBeVisible({
    timeout: 60_000,
  });
});

test("the shell hydrates cleanly while its search, theme toggle and user label are still loading", async ({
  page,
  request,
}) => {
  test.skip(!jsEnabled(), "hydration needs JavaScript");
  await signInNewPlayer(page, request, "lzh");
  await loadWithPartsLate(
    page,
    "/tournaments",
    ["site-search", "theme-toggle", "user-label", "sign-out-button"],
    text("Melee Hub"),
  );
  await expect(page.getByRole("search", { name: "Site search" })).toBeVisible();
});

test("the home page hydrates cleanly while its poll, footer and badge updates are still loading", async ({
  page,
  request,
}) => {
  test.skip(!jsEnabled(), "hydration needs JavaScript");
  await signInNewPlayer(page, request, "lzp");
  await loadWithPartsLate(
    page,
    "/",
    ["weekly-poll", "footer", "badge-updates"],
    text("Weekly Poll"),
  );
  await expect(page.getByRole("link", { name: "Contact Us" })).toBeVisible();
});

test("a guest's 404 page hydrates cleanly while its text is still loading", async ({ page }) => {
  test.skip(!jsEnabled(), "hydration needs JavaScript");
  await loadWithPartsLate(
    page,
    "/no-such-page",
    ["not-found", "site-search"],
    (page) => page.getByRole("heading", { name: "404 Page Not Found" }),
    { signedIn: false },
  );
});

test("a part whose module fails at first is fetched again and hydrates", async ({
  page,
  request,
}) => {
  test.skip(!jsEnabled(), "hydration needs JavaScript");
  const { tag } = await signInNewPlayer(page, request, "lzr");
  const id = await insertPost({ title: `Retry ${tag}` });
  const errors = collectPageErrors(page);
  let attempts = 0;
  await page.route("**/build/_shared/comment-form-*.js", (route) =>
    ++attempts === 1 ? route.abort() : route.continue(),
  );
  let loads = 0;
  page.on("load", () => loads++);
  await page.goto(`/forum/post/${id}`);
  const comment = page.getByPlaceholder("Write a comment...");
  // The form's own code runs once hydrated: it sends through the page's fetcher, no reload.
  await waitForHydration(page, comment);
  await comment.fill(`Second try from ${tag}`);
  await page.getByRole("button", { name: "Post Comment" }).click();
  await expect(page.getByTestId("comment")).toContainText(`Second try from ${tag}`);
  expect(attempts).toBe(2);
  expect(loads).toBe(1);
  expect(errors).toEqual([]);
});

test("a part whose module never loads reloads the page once, then keeps the server's HTML", async ({
  page,
  request,
}) => {
  test.skip(!jsEnabled(), "hydration needs JavaScript");
  const { tag } = await signInNewPlayer(page, request, "lzf");
  const id = await insertPost({ title: `Gone ${tag}` });
  let attempts = 0;
  await page.route("**/build/_shared/comment-form-*.js", (route) => {
    attempts++;
    return route.abort();
  });
  let loads = 0;
  page.on("load", () => loads++);
  await page.goto(`/forum/post/${id}`);
  // Three tries on the first load, the reload, three tries again: then the page gives up.
  await expect.poll(() => attempts, { timeout: 30_000 }).toBe(6);
  expect(loads).toBe(2);
  await waitForHydration(page);
  // No error page: the server's form is still there, and posts as a plain form.
  await expect(page.getByRole("heading", { name: `Gone ${tag}` })).toBeVisible();
  await page.getByPlaceholder("Write a comment...").fill(`Plain words from ${tag}`);
  await page.getByRole("button", { name: "Post Comment" }).click();
  await expect(toast(page)).toContainText("Comment added!");
  await expect(page.getByTestId("comment")).toContainText(`Plain words from ${tag}`);
  // The page after the post tries the module again, but does not reload a second time.
  await expect.poll(() => attempts, { timeout: 30_000 }).toBe(9);
  expect(loads).toBe(3);
});
