import { expect, test, type Page } from "@playwright/test";
import { countSessions, storedUser } from "./data";
import {
  currentUser,
  expectSignedIn,
  expectSignedOut,
  jsEnabled,
  OWNER,
  PASSWORD,
  registerViaUi,
  signIn,
  signInViaUi,
  signOutViaUi,
  submitSignIn,
  toast,
  uniqueTag,
  waitForHydration,
} from "./helpers";

// A real 1×1 PNG (transparent pixel).
const PNG_1X1 = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

type ApiUser = {
  id: string;
  username: string;
  email: string;
  role: string;
  profilePicture: string | null;
  main: string | null;
  secondaries: string | null;
  slippiCode: string | null;
};

/** GET /api/user with the page's cookies. */
async function apiUser(page: Page) {
  const response = await page.request.get("/api/user");
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as ApiUser;
}

const main = (page: Page) => page.getByRole("main");
const roleBadges = (page: Page) => page.getByRole("list", { name: "Role" }).getByRole("listitem");
const alertIn = (page: Page) => main(page).getByRole("alert");

/** Registers a fresh player and opens /profile. */
async function freshProfile(page: Page, prefix: string) {
  const tag = uniqueTag(prefix);
  await registerViaUi(page, tag);
  await page.goto("/profile");
  await expect(page.getByRole("heading", { level: 1, name: tag })).toBeVisible();
  return tag;
}

/** Clicks a Save-like submit button once the page is hydrated (with JS), so the enhanced form runs. */
async function submit(page: Page, name: string) {
  const button = main(page).getByRole("button", { name, exact: true });
  await waitForHydration(page, button);
  await button.click();
}

test.describe("profile page", () => {
  test("signed out, it asks to log in", async ({ page }) => {
    await page.goto("/profile");
    await expect(page.getByRole("heading", { name: "Authentication Required" })).toBeVisible();
    await expect(page.getByText("Please log in to view your profile.")).toBeVisible();
    await expectSignedOut(page);
  });

  test("signed in, it shows the tag, the badge, the default Slippi code and the user id", async ({
    page,
  }) => {
    const tag = await freshProfile(page, "prof");
    const user = await apiUser(page);
    expect(user.username).toBe(tag);
    expect(user.slippiCode).toBeNull();

    await expect(roleBadges(page)).toHaveText(["Basic User"]);
    await expect(page.getByTestId("user-id")).toHaveText(user.id);
    await expect(
      main(page).getByText(`${tag}#${user.id.slice(-3)}`, { exact: true }),
    ).toBeVisible();
    await expect(main(page).getByText(`${tag}@example.com`, { exact: true })).toBeVisible();
    // Empty characters show the spec's placeholders.
    await expect(main(page).getByText("Fox", { exact: true })).toBeVisible();
    await expect(main(page).getByText("Captain Falcon, Marth, G&W", { exact: true })).toBeVisible();
    // A basic user may ask for admin rights.
    await expect(page.getByRole("heading", { name: "Request Admin Access" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Admin Features Available" })).toHaveCount(0);
  });

  test("the Copy buttons copy the values (JavaScript only)", async ({ page, context }) => {
    test.skip(!jsEnabled(), "The Copy buttons need JavaScript (the values stay selectable text)");
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await freshProfile(page, "copy");
    const id = (await page.getByTestId("user-id").textContent())!;
    // The button's name changes from "Copy User ID" to "Copied! User ID" and back.
    const copy = main(page).getByRole("button", { name: /^(Copy|Copied!) User ID$/ });
    await waitForHydration(page, copy);
    await copy.click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(id);
    await expect(copy).toContainText("Copied!");
    // The copied state lasts 2 seconds.
    await expect(copy).not.toContainText("Copied!", { timeout: 5000 });
  });

  test("the Copy buttons are not rendered without JavaScript", async ({ page }) => {
    test.skip(jsEnabled(), "Checks the no-JavaScript rendering");
    await freshProfile(page, "nocp");
    await expect(main(page).getByRole("button", { name: /^Copy/ })).toHaveCount(0);
  });
});

test.describe("account details", () => {
  test("email: an invalid address is refused, a valid one is saved", async ({ page }) => {
    const tag = await freshProfile(page, "mail");
    const before = `${tag}@example.com`;

    await main(page).getByRole("link", { name: "Edit Email" }).click();
    await expect(page).toHaveURL(/\?edit=email$/);
    const input = page.getByLabel("Email", { exact: true });
    await expect(input).toHaveValue(before);

    await input.fill("not an email");
    await submit(page, "Save");
    await expect(alertIn(page)).toContainText("Invalid Email");
    await expect(alertIn(page)).toContainText("Please enter a valid email address.");
    expect((await storedUser(tag)).email).toBe(before);
    expect((await apiUser(page)).email).toBe(before);

    await input.fill("");
    await submit(page, "Save");
    await expect(alertIn(page)).toContainText("Please enter an email address.");
    expect((await storedUser(tag)).email).toBe(before);

    const after = `${tag}.new@example.org`;
    await input.fill(after);
    await submit(page, "Save");
    await expect(toast(page)).toContainText("Email Updated");
    await expect(page).toHaveURL((url) => url.pathname === "/profile" && url.search === "");
    await expect(page.getByLabel("Email", { exact: true })).toHaveCount(0);
    await expect(main(page).getByText(after, { exact: true })).toBeVisible();
    expect((await storedUser(tag)).email).toBe(after);
    expect((await apiUser(page)).email).toBe(after);
  });

  test("Slippi code: blank is refused, a valid one is saved", async ({ page }) => {
    const tag = await freshProfile(page, "slip");
    const { id } = await apiUser(page);
    const shownDefault = `${tag}#${id.slice(-3)}`;

    await main(page).getByRole("link", { name: "Edit Slippi Code" }).click();
    await expect(page).toHaveURL(/\?edit=slippiCode$/);
    const input = page.getByLabel("Slippi Code", { exact: true });
    await expect(input).toHaveValue("");

    await submit(page, "Save");
    await expect(alertIn(page)).toContainText("Invalid Slippi Code");
    await expect(alertIn(page)).toContainText("Please enter a valid Slippi code.");

    await input.fill("   ");
    await submit(page, "Save");
    await expect(alertIn(page)).toContainText("Please enter a valid Slippi code.");
    expect((await storedUser(tag)).slippiCode).toBeNull();

    await input.fill("  MELE#420 ");
    await submit(page, "Save");
    await expect(toast(page)).toContainText("Slippi Code Updated");
    await expect(main(page).getByText("MELE#420", { exact: true })).toBeVisible();
    await expect(main(page).getByText(shownDefault, { exact: true })).toHaveCount(0);
    expect((await storedUser(tag)).slippiCode).toBe("MELE#420");
    expect((await apiUser(page)).slippiCode).toBe("MELE#420");
  });

  test("main and secondaries are saved", async ({ page }) => {
    const tag = await freshProfile(page, "char");

    await main(page).getByRole("link", { name: "Edit Main and Secondaries" }).click();
    await expect(page).toHaveURL(/\?edit=characters$/);
    await page.getByRole("textbox", { name: "Main" }).fill("Marth");
    await page.getByLabel("Secondaries", { exact: true }).fill("Sheik, Falco");
    await submit(page, "Save");

    await expect(toast(page)).toContainText("Profile Updated");
    await expect(page.getByRole("textbox", { name: "Main" })).toHaveCount(0);
    await expect(main(page).getByText("Marth", { exact: true })).toBeVisible();
    await expect(main(page).getByText("Sheik, Falco", { exact: true })).toBeVisible();
    expect(await storedUser(tag)).toMatchObject({ main: "Marth", secondaries: "Sheik, Falco" });
    const user = await apiUser(page);
    expect(user.main).toBe("Marth");
    expect(user.secondaries).toBe("Sheik, Falco");

    // Emptying a field clears it again.
    await main(page).getByRole("link", { name: "Edit Main and Secondaries" }).click();
    await page.getByRole("textbox", { name: "Main" }).fill("Marth");
    await page.getByLabel("Secondaries", { exact: true }).fill("");
    await submit(page, "Save");
    await expect(toast(page)).toContainText("Profile Updated");
    await expect(main(page).getByText("Captain Falcon, Marth, G&W", { exact: true })).toBeVisible();
    expect(await storedUser(tag)).toMatchObject({ main: "Marth", secondaries: null });
  });
});

test.describe("edit forms are prefilled with the saved values", () => {
  // With JavaScript a save is a client-side redirect back to /profile: the next edit must show
  // the new value, not the one the form was first rendered with.
  test("email", async ({ page }) => {
    const tag = await freshProfile(page, "pre1");
    await main(page).getByRole("link", { name: "Edit Email" }).click();
    await page.getByLabel("Email", { exact: true }).fill(`${tag}@new.example`);
    await submit(page, "Save");
    await expect(toast(page)).toContainText("Email Updated");
    await main(page).getByRole("link", { name: "Edit Email" }).click();
    await expect(page.getByLabel("Email", { exact: true })).toHaveValue(`${tag}@new.example`);
  });

  test("main and secondaries", async ({ page }) => {
    await freshProfile(page, "pre2");
    await main(page).getByRole("link", { name: "Edit Main and Secondaries" }).click();
    await page.getByRole("textbox", { name: "Main" }).fill("Peach");
    await page.getByLabel("Secondaries", { exact: true }).fill("Puff");
    await submit(page, "Save");
    await expect(toast(page)).toContainText("Profile Updated");
    await main(page).getByRole("link", { name: "Edit Main and Secondaries" }).click();
    await expect(page.getByRole("textbox", { name: "Main" })).toHaveValue("Peach");
    await expect(page.getByLabel("Secondaries", { exact: true })).toHaveValue("Puff");
  });
});

test.describe("profile picture", () => {
  const fileInput = (page: Page) => page.getByLabel("Change profile picture");

  /** Picks a file and submits it: the preview dialog with JS, the Upload button without. */
  async function upload(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
    const input = fileInput(page);
    await waitForHydration(page, input);
    await input.setInputFiles(file);
    if (jsEnabled()) {
      const dialog = page.getByRole("dialog", { name: "Update Profile Picture" });
      await expect(dialog).toBeVisible();
      await expect(
        dialog.getByRole("img", { name: "Preview of your new profile avatar" }),
      ).toBeVisible();
      await dialog.getByRole("button", { name: "Save Picture" }).click();
    } else {
      await main(page).getByRole("button", { name: "Upload Picture" }).click();
    }
  }

  test("a PNG is saved and shown in the top bar and on the page", async ({ page }) => {
    const tag = await freshProfile(page, "pic");
    const { id } = await apiUser(page);
    await expect(currentUser(page).locator("img")).toHaveCount(0);

    await upload(page, { name: "dot.png", mimeType: "image/png", buffer: PNG_1X1 });
    await expect(toast(page)).toContainText("Profile Picture Updated");
    await expect(page.getByRole("dialog", { name: "Update Profile Picture" })).toBeHidden();

    const onPage = main(page).locator('img[src^="/users/"]');
    const inBar = currentUser(page).locator('img[src^="/users/"]');
    await expect(onPage).toBeVisible();
    await expect(inBar).toBeVisible();
    const src = (await onPage.getAttribute("src"))!;
    expect(src.startsWith(`/users/${id}/`)).toBe(true);
    expect(await inBar.getAttribute("src")).toBe(src);
    expect((await storedUser(tag)).profilePicture).toBe(src);
    expect((await apiUser(page)).profilePicture).toBe(src);
    // The image really loaded in the browser.
    await expect
      .poll(() => onPage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(1);

    const response = await page.request.get(src);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("image/png");
    expect(Buffer.from(await response.body()).equals(PNG_1X1)).toBe(true);
  });

  test("without JavaScript, a picture past the upload limit gets a page saying so, and Back", async ({
    page,
  }) => {
    test.skip(jsEnabled(), "with JavaScript the picture is checked before it is sent");
    const tag = await freshProfile(page, "huge");
    await fileInput(page).setInputFiles({
      name: "huge.png",
      mimeType: "image/png",
      buffer: Buffer.alloc(5 * 1024 * 1024, 1),
    });
    await main(page).getByRole("button", { name: "Upload Picture" }).click();
    await expect(page.getByRole("heading", { name: "File Too Large" })).toBeVisible();
    await expect(page.getByRole("alert")).toHaveText("Please select an image smaller than 2MB.");
    await page.getByRole("link", { name: "Back" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/profile");
    expect((await storedUser(tag)).profilePicture).toBeNull();
  });

  test("a text file named x.png is refused", async ({ page }) => {
    const tag = await freshProfile(page, "txt");
    // What a browser sends for x.png: the extension's type, but the bytes are text.
    await upload(page, {
      name: "x.png",
      mimeType: "image/png",
      buffer: Buffer.from("this is not an image\n"),
    });
    await expect(alertIn(page)).toContainText("Invalid File Type");
    await expect(alertIn(page)).toContainText("Please select an image file.");
    await expect(page.getByRole("dialog", { name: "Update Profile Picture" })).toBeHidden();
    await expect(main(page).locator('img[src^="/users/"]')).toHaveCount(0);
    await expect(currentUser(page).locator("img")).toHaveCount(0);
    expect((await storedUser(tag)).profilePicture).toBeNull();
  });

  test("a file declared as text is refused at once in the browser", async ({ page }) => {
    test.skip(!jsEnabled(), "The quick type check before upload is client-side JavaScript");
    const tag = await freshProfile(page, "txt2");
    const input = fileInput(page);
    await waitForHydration(page, input);
    await input.setInputFiles({
      name: "x.txt",
      mimeType: "text/plain",
      buffer: Buffer.from("hello"),
    });
    await expect(alertIn(page)).toContainText("Please select an image file.");
    await expect(page.getByRole("dialog", { name: "Update Profile Picture" })).toBeHidden();
    expect((await storedUser(tag)).profilePicture).toBeNull();
  });
});

test.describe("security", () => {
  async function openPasswordDialog(page: Page) {
    const trigger = main(page).getByRole("link", { name: "Change Password" });
    await waitForHydration(page, trigger);
    await trigger.click();
    const dialog = page.getByRole("dialog", { name: "Change Password" });
    await expect(dialog).toBeVisible();
    if (!jsEnabled()) await expect(page).toHaveURL(/\?dialog=password$/);
    return dialog;
  }

  async function fillPasswords(page: Page, current: string, next: string, confirm: string) {
    const dialog = page.getByRole("dialog", { name: "Change Password" });
    await dialog.getByLabel("Current Password", { exact: true }).fill(current);
    await dialog.getByLabel("New Password", { exact: true }).fill(next);
    await dialog.getByLabel("Confirm New Password", { exact: true }).fill(confirm);
    await dialog.getByRole("button", { name: "Change Password" }).click();
  }

  test("change password: mismatch, too short, then success and sign in with it", async ({
    page,
  }) => {
    const tag = await freshProfile(page, "pw");
    const newPassword = "brand-new-pass";
    const dialog = await openPasswordDialog(page);

    await fillPasswords(page, PASSWORD, newPassword, "something-else");
    await expect(dialog.getByRole("alert")).toContainText("Password Mismatch");
    await expect(dialog.getByRole("alert")).toContainText("New passwords do not match.");
    await expect(dialog).toBeVisible();

    await fillPasswords(page, PASSWORD, "abc", "abc");
    await expect(dialog.getByRole("alert")).toContainText("Password Too Short");
    await expect(dialog.getByRole("alert")).toContainText(
      "Password must be at least 6 characters long.",
    );
    await expect(dialog).toBeVisible();

    await fillPasswords(page, PASSWORD, newPassword, newPassword);
    await expect(toast(page)).toContainText("Password Changed");
    await expect(page.getByRole("dialog", { name: "Change Password" })).toBeHidden();
    await expectSignedIn(page, tag);

    await signOutViaUi(page);
    await submitSignIn(page, tag, PASSWORD);
    await expect(page.getByRole("alert")).toContainText("Invalid tag or password");
    await expectSignedOut(page);
    await signInViaUi(page, tag, newPassword);
  });

  test("the Sign Out button lands on / signed out", async ({ page }) => {
    const tag = await freshProfile(page, "out");
    expect(await countSessions(tag)).toBe(1);
    await main(page).getByRole("button", { name: "Sign Out" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/");
    await expectSignedOut(page);
    expect(await countSessions(tag)).toBe(0);
    await page.goto("/profile");
    await expect(page.getByRole("heading", { name: "Authentication Required" })).toBeVisible();
  });
});

test.describe("admin access", () => {
  test("a basic user requests admin access and sees it pending", async ({ page }) => {
    await freshProfile(page, "adm");
    await page.getByLabel("Why would you like admin access?").fill("I run weeklies in Leeds.");
    await submit(page, "Send Request");
    await expect(toast(page)).toContainText("Admin Request Sent");
    await expect(page.getByTestId("admin-request-pending")).toContainText("pending");
    await expect(main(page).getByRole("button", { name: "Send Request" })).toHaveCount(0);
    // Still pending after a reload.
    await page.reload();
    await expect(page.getByTestId("admin-request-pending")).toContainText("pending");
  });

  test("the owner sees the admin features and the Owner and Gemba badges", async ({ page }) => {
    await signIn(page, OWNER.tag, OWNER.password);
    await page.goto("/profile");
    await expect(page.getByRole("heading", { level: 1, name: OWNER.tag })).toBeVisible();
    await expect(roleBadges(page)).toHaveText(["Owner", "Gemba"]);
    await expect(page.getByRole("heading", { name: "Admin Features Available" })).toBeVisible();
    await expect(main(page).getByRole("link", { name: "Go to Admin Page" })).toHaveAttribute(
      "href",
      "/admin",
    );
    await expect(page.getByRole("heading", { name: "Request Admin Access" })).toHaveCount(0);
  });
});
