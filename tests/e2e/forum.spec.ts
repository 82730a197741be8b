import { expect, test } from "@playwright/test";
import { insertPost } from "./data";
import { likeButton, likesCount, pressLike } from "./forum-helpers";
import { createUserViaApi, jsEnabled, signIn, toast, uniqueTag, waitForHydration } from "./helpers";

test("a visitor reads a post from the home page", async ({ page }) => {
  await page.goto("/");
  const forum = page.getByRole("region", { name: "Community Forum" });
  await expect(forum.getByRole("link", { name: "View All Posts" })).toHaveAttribute(
    "href",
    "/forum",
  );
  // The demo's welcome post is always first.
  const first = forum.getByTestId("forum-post-item").first();
  await expect(first).toContainText("Pinned");
  await first.getByRole("link", { name: "Welcome to the Melee Hub forum!" }).click();

  await expect(page).toHaveURL(/\/forum\/post\/\d+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Welcome to the Melee Hub forum!",
  );
  await expect(page.getByRole("article")).toContainText("General Discussion");
  await expect(page.getByRole("heading", { name: /^Comments \(\d+\)$/ })).toBeVisible();
  await expect(page.getByRole("link", { name: "← Back to Forum" })).toHaveAttribute(
    "href",
    "/forum",
  );
});

test("a player likes a post, the count goes up, and unlikes it", async ({ page, request }) => {
  const tag = uniqueTag("like");
  await createUserViaApi(request, tag);
  const id = await insertPost({ title: `Likeable ${tag}` });
  await signIn(page, tag);
  await page.goto(`/forum/post/${id}`);
  await expect(likeButton(page)).toHaveAttribute("aria-pressed", "false");
  await expect(likesCount(page)).toHaveText("0");

  await pressLike(page);
  await expect(likeButton(page)).toHaveAttribute("aria-pressed", "true");
  await expect(likesCount(page)).toHaveText("1");
  // Still liked after a reload: it was saved.
  await page.reload();
  await expect(likeButton(page)).toHaveAttribute("aria-pressed", "true");
  await expect(likesCount(page)).toHaveText("1");

  await pressLike(page);
  await expect(likeButton(page)).toHaveAttribute("aria-pressed", "false");
  await expect(likesCount(page)).toHaveText("0");
});

test("a player comments on a post", async ({ page, request }) => {
  const tag = uniqueTag("cmt");
  await createUserViaApi(request, tag);
  const id = await insertPost({ title: `Discuss ${tag}` });
  await signIn(page, tag);
  await page.goto(`/forum/post/${id}`);
  await expect(page.getByText("No comments yet.")).toBeVisible();
  await expect(page.getByText("Be the first to comment!")).toBeVisible();

  const box = page.getByPlaceholder("Write a comment...");
  await box.fill(`Nice post from ${tag}\nsecond line`);
  const send = page.getByRole("button", { name: "Post Comment" });
  await waitForHydration(page, send);
  await Promise.all([expect(toast(page)).toContainText("Comment added!"), send.click()]);

  await expect(page.getByRole("heading", { name: "Comments (1)" })).toBeVisible();
  const comment = page.getByTestId("comment");
  await expect(comment).toContainText(tag);
  await expect(comment).toContainText(`Nice post from ${tag}`);
  await expect(box).toHaveValue("");
});

test("the author edits their post", async ({ page, request }) => {
  const tag = uniqueTag("edit");
  const user = await createUserViaApi(request, tag);
  const id = await insertPost({ title: `Draft ${tag}`, category: "general", authorId: user.id });
  await signIn(page, tag);
  await page.goto(`/forum/post/${id}`);

  const edit = page.getByRole("link", { name: "Edit", exact: true });
  await waitForHydration(page, edit);
  await edit.click();
  const dialog = page.getByRole("dialog", { name: "Edit Post" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("Category").locator("option[value=featured]")).toHaveCount(0);
  await dialog.getByLabel("Title").fill(`Final ${tag}`);
  await dialog.getByLabel("Category").selectOption("tech");
  await Promise.all([
    expect(toast(page)).toContainText("Post updated successfully!"),
    dialog.getByRole("button", { name: "Save Changes" }).click(),
  ]);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Final ${tag}`);
  await expect(page.getByRole("article")).toContainText("Tech Discussion");
  await expect(dialog).toBeHidden();
});

test("a player creates a post at /forum/new and finds it in its category", async ({
  page,
  request,
}) => {
  const tag = uniqueTag("new");
  await createUserViaApi(request, tag);
  await signIn(page, tag);
  await page.goto("/forum/new");
  const create = page.getByRole("button", { name: "Create Post" });
  await waitForHydration(page, create);
  await create.click();
  await expect(page.getByText("Title is required")).toBeVisible();

  await page.getByLabel("Title").fill(`Shield drop question ${tag}`);
  await page.getByLabel("Category").selectOption("tech");
  await page.getByLabel("Content").fill("Axe method or polling drop?\nThanks!");
  await Promise.all([expect(toast(page)).toContainText("Post created!"), create.click()]);
  await expect(page).toHaveURL(/\/forum\/post\/\d+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Shield drop question ${tag}`);
  await expect(page.getByTestId("post-content")).toContainText("Axe method or polling drop?");

  await page.goto("/forum/category/tech");
  await page.getByRole("link", { name: `Shield drop question ${tag}` }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Shield drop question ${tag}`);
});

test("a guest pressing Like is asked to sign in", async ({ page }) => {
  const id = await insertPost({ title: `Guest like ${uniqueTag("gl")}` });
  await page.goto(`/forum/post/${id}`);
  await expect(page.getByText("Sign in to join the discussion!")).toBeVisible();
  await expect(page.getByPlaceholder("Write a comment...")).toHaveCount(0);
  await waitForHydration(page, likeButton(page));

  if (jsEnabled()) {
    await Promise.all([
      expect(toast(page)).toContainText("Please sign in to like posts."),
      likeButton(page).click(),
    ]);
    await expect(toast(page)).toContainText("Authentication Required");
    await expect(page).toHaveURL(new RegExp(`/forum/post/${id}$`));
    await expect(likesCount(page)).toHaveText("0");
  } else {
    await likeButton(page).click();
    await expect(page).toHaveURL(
      (url) =>
        url.pathname === "/auth" && url.searchParams.get("redirectTo") === `/forum/post/${id}`,
    );
    await expect(toast(page)).toContainText("Please sign in to like posts.");
  }
});

test("a guest pressing Comment is asked to sign in", async ({ page }) => {
  const id = await insertPost({ title: `Guest comment ${uniqueTag("gc")}` });
  await page.goto(`/forum/post/${id}`);
  const comment = page.getByRole("link", { name: /^Comment/ });
  await waitForHydration(page, comment);
  if (jsEnabled()) {
    await Promise.all([
      expect(toast(page)).toContainText("Please sign in to comment."),
      comment.click(),
    ]);
    await expect(page).toHaveURL(new RegExp(`/forum/post/${id}$`));
  } else {
    await comment.click();
    await expect(page).toHaveURL(
      (url) =>
        url.pathname === "/auth" && url.searchParams.get("redirectTo") === `/forum/post/${id}`,
    );
  }
});
