import { expect, test, type Page } from "@playwright/test";
import { countReleaseUpdatesTitled, insertReleaseUpdate } from "./data";
import {
  createUserViaApi,
  jsEnabled,
  OWNER,
  PASSWORD,
  signIn,
  signInViaUi,
  toast,
  uniqueTag,
  waitForHydration,
} from "./helpers";

const card = (page: Page, title: string) =>
  page.getByTestId("release-update").filter({ hasText: title });

/** A version no other test writes: 9.<time>.<random>. */
const uniqueVersion = () => `9.${Date.now() % 100_000}.${Math.floor(Math.random() * 100_000)}`;

test("a visitor sees the blurred preview, signs in to continue and lands on the full list", async ({
  page,
  request,
}) => {
  const tag = uniqueTag("upd");
  await createUserViaApi(request, tag);
  await page.goto("/updates");

  const preview = page.getByTestId("updates-preview");
  await expect(
    page.getByText("You must be logged in to view the full update history and release notes."),
  ).toBeVisible();
  // The sample entries are there for the eye only.
  const blurred = preview.locator('[aria-hidden="true"]').first();
  await expect(blurred).toContainText("Enhanced Profile System");
  await expect(blurred).toContainText("Friends System Launch");
  await expect(blurred).toHaveCSS("user-select", "none");
  await expect(blurred).toHaveCSS("filter", /blur/);
  await expect(page.getByRole("article")).toHaveCount(0);

  const signIn = page.getByRole("link", { name: "Sign In to Continue" });
  await expect(signIn).toHaveAttribute("href", "/auth?redirectTo=/updates");
  await waitForHydration(page, signIn);
  await signIn.click();
  await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fupdates|\/auth\?redirectTo=\/updates/);
  await page.getByLabel("Tag", { exact: true }).fill(tag);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/updates");
  await expect(card(page, "Enhanced Profile System")).toContainText("July 10, 2025");
  await expect(page.getByTestId("updates-preview")).toHaveCount(0);
});

test("a signed-in player reads release updates with version, date, category and bullets", async ({
  page,
  request,
}) => {
  const tag = uniqueTag("upr");
  await createUserViaApi(request, tag);
  const title = `Netplay Lobby ${uniqueTag("t")}`;
  const version = uniqueVersion();
  const { createdAt } = await insertReleaseUpdate({
    version,
    category: "security",
    title,
    description: "Safer lobbies <for> everyone & more.\n- Hidden IPs\n* Rate limits",
  });
  await signInViaUi(page, tag);
  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "Updates" })
    .first()
    .click();
  await expect(page).toHaveURL((url) => url.pathname === "/updates");

  const item = card(page, title);
  await expect(item.getByRole("heading", { name: title })).toBeVisible();
  await expect(item).toContainText(`v${version}`);
  await expect(item.getByTestId("update-category")).toHaveText("Security");
  const day = new Intl.DateTimeFormat("en-US", {
    timeZone: "UTC",
    month: "long",
    day: "numeric",
    year: "numeric",
  }).format(createdAt);
  await expect(item.locator("time")).toHaveText(day);
  await expect(item.getByText("Safer lobbies <for> everyone & more.")).toBeVisible();
  await expect(item.getByRole("listitem")).toHaveText(["Hidden IPs", "Rate limits"]);
  // Players read; only admins manage.
  await expect(page.getByText("Create New Update")).toHaveCount(0);
  await expect(item.getByRole("link", { name: /^Edit / })).toHaveCount(0);
});

test("the page links its RSS feed, and the feed is well-formed XML", async ({ page }) => {
  await page.goto("/updates");
  await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
    "href",
    "/updates.rss",
  );
  test.skip(!jsEnabled(), "The browser's XML parser needs JavaScript");
  const response = await page.request.get("/updates.rss");
  expect(response.headers()["content-type"]).toBe("application/rss+xml; charset=utf-8");
  const xml = await response.text();
  const result = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, "application/xml");
    return {
      error: doc.querySelector("parsererror")?.textContent ?? null,
      root: doc.documentElement.nodeName,
      titles: [...doc.querySelectorAll("item > title")].map((t) => t.textContent),
    };
  }, xml);
  expect(result.error).toBeNull();
  expect(result.root).toBe("rss");
  expect(result.titles).toContain("v1.4.1: Enhanced Profile System");
});

test("an admin creates, edits and deletes a release update", async ({ page }) => {
  const title = `Crew Battles ${uniqueTag("c")}`;
  const edited = `${title} edited`;
  const version = uniqueVersion();
  await signIn(page, OWNER.tag, OWNER.password);
  await page.goto("/updates");

  // Create: the toggle reveals the form.
  const summary = page.locator("summary", { hasText: "Create New Update" });
  await waitForHydration(page, summary);
  await summary.click();
  const create = page.getByRole("form", { name: "Create New Update" });
  await expect(create).toBeVisible();
  await waitForHydration(page, create);

  // A version that is not numbers and dots is refused, and nothing is written.
  await create.getByLabel("Version").fill("next");
  await create.getByLabel("Title").fill(title);
  await create.getByLabel("Description").fill("Crews everywhere.\n- Team lists\n- Stock counts");
  await create.getByRole("button", { name: "Create Update" }).click();
  const alert = create.getByRole("alert");
  await expect(alert).toContainText("Failed to create update");
  await expect(alert).toContainText("Version must be numbers separated by dots, like 1.4.1");
  // With JavaScript the spec's toast says it too.
  if (jsEnabled()) await expect(toast(page)).toContainText("Failed to create update");
  expect(await countReleaseUpdatesTitled(title)).toBe(0);

  const form = page.getByRole("form", { name: "Create New Update" });
  await form.getByLabel("Version").fill(version);
  await form.getByLabel("Category").selectOption({ label: "Improvement" });
  await Promise.all([
    expect(toast(page)).toContainText("Update Created"),
    form.getByRole("button", { name: "Create Update" }).click(),
  ]);
  const created = card(page, title);
  await expect(created).toContainText(`v${version}`);
  await expect(created.getByTestId("update-category")).toHaveText("Improvement");
  await expect(created.getByRole("listitem")).toHaveText(["Team lists", "Stock counts"]);
  expect(await countReleaseUpdatesTitled(title)).toBe(1);

  // Edit inline: Cancel leaves it as it was, Save changes it.
  await created.getByRole("link", { name: `Edit ${title}` }).click();
  let edit = page.getByRole("form", { name: `Edit update ${title}` });
  await expect(edit.getByLabel("Title")).toHaveValue(title);
  await edit.getByRole("link", { name: "Cancel" }).click();
  await expect(edit).toHaveCount(0);
  await expect(card(page, title)).toBeVisible();

  await card(page, title)
    .getByRole("link", { name: `Edit ${title}` })
    .click();
  edit = page.getByRole("form", { name: `Edit update ${title}` });
  await waitForHydration(page, edit);
  await edit.getByLabel("Title").fill(edited);
  await edit.getByLabel("Category").selectOption({ label: "Security" });
  await edit.getByLabel("Description").fill("Crews, now with brackets.");
  await Promise.all([
    expect(toast(page)).toContainText("Update Saved"),
    edit.getByRole("button", { name: "Save" }).click(),
  ]);
  const saved = card(page, edited);
  await expect(saved.getByTestId("update-category")).toHaveText("Security");
  await expect(saved).toContainText("Crews, now with brackets.");
  await expect(saved).toContainText(`v${version}`);
  expect(await countReleaseUpdatesTitled(title)).toBe(0);
  expect(await countReleaseUpdatesTitled(edited)).toBe(1);

  // Delete asks first; Cancel keeps it.
  await saved.getByRole("link", { name: `Delete ${edited}` }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText(
    "Are you sure you want to delete this update? This action cannot be undone.",
  );
  await expect(dialog).toContainText(edited);
  if (jsEnabled()) {
    // A modal dialog: Escape cancels too.
    await waitForHydration(page, dialog.getByRole("link", { name: "Cancel" }));
    await page.keyboard.press("Escape");
  } else {
    await dialog.getByRole("link", { name: "Cancel" }).click();
  }
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page).toHaveURL((url) => !url.searchParams.has("delete"));
  expect(await countReleaseUpdatesTitled(edited)).toBe(1);

  await card(page, edited)
    .getByRole("link", { name: `Delete ${edited}` })
    .click();
  const confirm = page.getByRole("dialog");
  const remove = confirm.getByRole("button", { name: "Delete", exact: true });
  await waitForHydration(page, remove);
  await Promise.all([expect(toast(page)).toContainText("Update Deleted"), remove.click()]);
  await expect(card(page, edited)).toHaveCount(0);
  await expect(page.getByRole("dialog")).toHaveCount(0);
  expect(await countReleaseUpdatesTitled(edited)).toBe(0);
});
