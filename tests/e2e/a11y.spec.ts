import fs from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { insertPost, insertReport, oldest } from "./data";
import { createUserViaApi, jsEnabled, OWNER, signIn, uniqueTag, waitForHydration } from "./helpers";
import { createFriends } from "./messages-helpers";

/**
 * Every page state (guest, player, admin; each dialog, menu and picker that has a URL or a
 * control) checked by axe against WCAG 2.2 AA at phone and desktop width in both themes: no
 * serious or critical violation. The main pages are also written as screenshots to SCREENSHOTS,
 * so anyone can look at the site without starting it; nothing compares them.
 */

const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
const WIDTHS = [375, 1280] as const;
const HEIGHT = { 375: 812, 1280: 800 } as const;
const THEMES = ["light", "dark"] as const;
const SCREENSHOTS = "screenshots";

type Width = (typeof WIDTHS)[number];
type Theme = (typeof THEMES)[number];

type AuditOptions = {
  /** Text that shows the intended state has loaded (not a redirect or an error page). */
  shows: string;
  /** Opens a dialog, menu or picker after the load. */
  open?: (page: Page) => Promise<void>;
  /** Widths the state exists at (the Settings menu is desktop-only, the nav panel phone-only). */
  widths?: readonly Width[];
  /**
   * Where axe looks, when the rest of the page is the same as a state checked whole already (the
   * admin page under a dialog): it keeps the run short.
   */
  scope?: string;
  /** File name stem of the screenshots; only the main pages have one. */
  screenshot?: string;
};

/**
 * Switches the theme in place, as the enhanced toggle does (the class on <html>), with the colour
 * scheme of native controls that the server would render: one page load serves both themes.
 */
async function applyTheme(page: Page, theme: Theme) {
  await page.evaluate((dark) => {
    document.documentElement.classList.toggle("dark", dark);
    document.documentElement.classList.toggle("light", !dark);
    document
      .querySelector('meta[name="color-scheme"]')
      ?.setAttribute("content", dark ? "dark" : "light");
    // Colour transitions (transition-colors) run after the switch: axe must read the colours
    // they end on, not one caught halfway. They are sent to their end at once: awaiting their
    // end once hung for minutes (a transition whose end was never reported).
    for (const animation of document.getAnimations()) {
      if (animation instanceof CSSTransition) animation.finish();
    }
  }, theme === "dark");
}

function describeViolations(
  violations: Awaited<ReturnType<AxeBuilder["analyze"]>>["violations"],
  where: string,
) {
  return violations.flatMap((v) =>
    v.nodes.map(
      (node) =>
        `${where} ${v.id} [${v.impact}] ${v.help}\n    target: ${node.target.join(" ")}\n    ${(
          node.failureSummary ?? ""
        )
          .split("\n")
          .slice(0, 3)
          .join("\n    ")}`,
    ),
  );
}

/** Opens every closed <details> of the main content, so axe sees what they hold. */
async function openAllDetails(page: Page) {
  const closed = page.locator("main details:not([open]) > summary");
  while ((await closed.count()) > 0) {
    const before = await closed.count();
    await closed.first().click();
    await expect(closed).toHaveCount(before - 1);
  }
}

async function audit(page: Page, path: string, options: AuditOptions) {
  const widths = options.widths ?? WIDTHS;
  const found: string[] = [];
  await page.setViewportSize({ width: widths[0], height: HEIGHT[widths[0]] });
  await page.goto(path);
  // The narrow-screen panel holds hidden copies of the top bar's links and labels.
  await expect(page.getByText(options.shows).filter({ visible: true }).first()).toBeVisible();
  await waitForHydration(page);
  await options.open?.(page);
  for (const theme of THEMES) {
    await applyTheme(page, theme);
    for (const width of widths) {
      await page.setViewportSize({ width, height: HEIGHT[width] });
      const axe = new AxeBuilder({ page }).withTags(TAGS);
      const { violations } = await (options.scope ? axe.include(options.scope) : axe).analyze();
      const serious = violations.filter((v) => v.impact === "serious" || v.impact === "critical");
      found.push(...describeViolations(serious, `${path} @${width}px ${theme}:`));
      if (options.screenshot && jsEnabled()) {
        // From the top, or the fixed top bar is drawn where the page was scrolled to.
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.screenshot({
          path: `${SCREENSHOTS}/${options.screenshot}-${width}-${theme}.png`,
          fullPage: true,
        });
      }
    }
  }
  expect(found, `axe found serious or critical violations:\n${found.join("\n")}`).toEqual([]);
}

/** Signs the page's context in as a new player; returns the player. */
async function signInAsNewPlayer(page: Page) {
  return createUserViaApi(page.request, uniqueTag("a11y"));
}

const signInAsOwner = (page: Page) => signIn(page, OWNER.tag, OWNER.password);

const GREETING = "Good games, rematch tomorrow?";

/** Two new friends, signed in as the second, who has sent the first GREETING; and its id. */
async function conversationWithAMessage(page: Page) {
  const { alice } = await createFriends(page.request);
  const sent = await page.request.post("/api/chat/message", {
    data: { receiverId: alice.id, message: GREETING },
  });
  expect(sent.status()).toBe(201);
  const { id } = (await sent.json()) as { id: number };
  return { alice, id };
}

// axe runs as a script in the page, which never finishes in a browser with JavaScript off: the
// no-JS states are loaded with JavaScript on but the site's own scripts blocked, which leaves the
// same server-rendered page, never hydrated.
test.use({ javaScriptEnabled: true });
// Four axe runs (and, for the main pages, four full-page screenshots) per state: on a busy
// two-core machine one state can take a minute, so each gets more time than a flow does.
test.describe.configure({ timeout: 150_000 });
test.beforeEach(async ({ page }) => {
  if (!jsEnabled()) await page.route("**/build/**/*.js", (route) => route.abort());
});

// The server renders the same markup either way; without JavaScript only the states whose
// no-JS form differs (the <details> menus, URL dialogs) are worth a second look.
const onlyWithJs = () => test.skip(!jsEnabled(), "same server-rendered markup as with JavaScript");

test.describe("guest", () => {
  test("home", async ({ page }) => {
    onlyWithJs();
    await audit(page, "/", { shows: "Weekly Poll", screenshot: "home" });
  });

  test("tournaments", async ({ page }) => {
    onlyWithJs();
    await audit(page, "/tournaments", {
      shows: "Track Every Tournament",
      screenshot: "tournaments",
    });
  });

  test("tournament details dialog", async ({ page }) => {
    onlyWithJs();
    await audit(page, "/tournaments", {
      shows: "Track Every Tournament",
      open: async (p) => {
        const card = p.getByRole("list", { name: "Tournaments" }).getByRole("link").first();
        await card.click();
        await expect(p.getByRole("dialog")).toBeVisible();
      },
    });
  });

  test("a tournament", async ({ page }) => {
    onlyWithJs();
    await audit(page, `/tournaments/${await oldest.tournamentId()}`, {
      shows: "Grand Finals",
      screenshot: "tournament",
    });
  });

  test("rankings", async ({ page }) => {
    onlyWithJs();
    await audit(page, "/rankings", { shows: "SSBMRank 2024", screenshot: "rankings" });
  });

  test("a forum post", async ({ page }) => {
    onlyWithJs();
    await audit(page, `/forum/post/${await oldest.postId()}`, {
      shows: "Comments",
      screenshot: "forum-post",
    });
  });

  test("a forum category", async ({ page }) => {
    onlyWithJs();
    await audit(page, "/forum/category/general", { shows: "General" });
  });

  test("release notes behind the sign-in wall", async ({ page }) => {
    onlyWithJs();
    await audit(page, "/updates", { shows: "Sign In to Continue" });
  });

  test("sign in", async ({ page }) => {
    onlyWithJs();
    await audit(page, "/auth", { shows: "Forgot password", screenshot: "auth" });
  });

  test("sign up", async ({ page }) => {
    onlyWithJs();
    await audit(page, "/auth?tab=register", { shows: "Who is your Main?" });
  });

  test("forgot password", async ({ page }) => {
    onlyWithJs();
    await audit(page, "/forgot-password", { shows: "Forgot Password" });
  });

  test("404 page", async ({ page }) => {
    onlyWithJs();
    await audit(page, "/no-such-page", { shows: "404 Page Not Found" });
  });

  test("Contact Us from the footer", async ({ page }) => {
    // Both viewports and themes, before and after opening: eight audits of the home page.
    test.slow();
    await audit(page, "/", {
      shows: "Weekly Poll",
      open: async (p) => {
        await p.getByRole("link", { name: "Contact Us" }).click();
        if (jsEnabled()) await expect(p.getByRole("dialog")).toBeVisible();
        else await expect(p).toHaveURL(/\/contact$/);
      },
    });
  });

  test("narrow-screen Navigation panel", async ({ page }) => {
    await audit(page, "/", {
      shows: "Weekly Poll",
      widths: [375],
      open: async (p) => {
        await p.getByLabel("Open navigation").click();
        await expect(p.getByTestId("nav-panel").filter({ visible: true })).toBeVisible();
      },
    });
  });

  test("Settings menu", async ({ page }) => {
    await audit(page, "/", {
      shows: "Weekly Poll",
      widths: [1280],
      open: async (p) => {
        await p.locator('summary[aria-label="Settings"]').click();
        await expect(p.locator("details:has(> summary[aria-label='Settings'])")).toHaveAttribute(
          "open",
          "",
        );
      },
    });
  });
});

test.describe("player", () => {
  test("home, signed in", async ({ page }) => {
    onlyWithJs();
    await signInAsNewPlayer(page);
    await audit(page, "/", { shows: "Weekly Poll" });
  });

  test("profile", async ({ page }) => {
    onlyWithJs();
    const player = await signInAsNewPlayer(page);
    await audit(page, "/profile", { shows: player.username, screenshot: "profile" });
  });

  test("profile, editing the email", async ({ page }) => {
    onlyWithJs();
    const player = await signInAsNewPlayer(page);
    await audit(page, "/profile?edit=email", { shows: player.username });
  });

  test("release notes", async ({ page }) => {
    onlyWithJs();
    await signInAsNewPlayer(page);
    await audit(page, "/updates", { shows: "Release Notes", screenshot: "updates" });
  });

  // One state a test (here and below): each is four axe runs, and a busy machine needs the time.
  test("friends", async ({ page }) => {
    onlyWithJs();
    const { alice } = await createFriends(page.request);
    await audit(page, "/friends", { shows: alice.username, screenshot: "friends" });
  });

  test("friends, a request to answer", async ({ page, playwright, baseURL }) => {
    onlyWithJs();
    const player = await signInAsNewPlayer(page);
    const other = await playwright.request.newContext({ baseURL });
    await createUserViaApi(other, uniqueTag("req"));
    const asked = await other.post("/api/friends/request", { data: { receiverId: player.id } });
    expect(asked.ok()).toBe(true);
    await other.dispose();
    await audit(page, "/friends?tab=requests", { shows: "Accept" });
  });

  test("friends, find", async ({ page }) => {
    onlyWithJs();
    const { alice } = await createFriends(page.request);
    await audit(page, `/friends?tab=find&q=${alice.username}`, { shows: alice.username });
  });

  test("friends, remove confirmation", async ({ page }) => {
    const { alice } = await createFriends(page.request);
    await audit(page, `/friends?tab=friends&remove=${alice.id}`, {
      shows: alice.username,
      open: async (p) => expect(p.getByRole("dialog")).toBeVisible(),
      scope: "dialog[open]",
    });
  });

  test("messages", async ({ page }) => {
    onlyWithJs();
    const { alice } = await createFriends(page.request);
    await audit(page, "/messages", { shows: alice.username, screenshot: "messages" });
  });

  test("a conversation's reaction picker", async ({ page }) => {
    const { alice, id } = await conversationWithAMessage(page);
    await audit(page, `/messages?with=${alice.id}&react=${id}`, { shows: GREETING });
  });

  test("a conversation's emoji picker", async ({ page }) => {
    onlyWithJs();
    const { alice } = await conversationWithAMessage(page);
    await audit(page, `/messages?with=${alice.id}`, {
      shows: GREETING,
      open: async (p) => {
        await p.getByRole("button", { name: "Add emoji" }).click();
        await expect(p.getByLabel("Emoji picker")).toBeVisible();
      },
    });
  });

  test("score tracker", async ({ page }) => {
    onlyWithJs();
    await signInAsNewPlayer(page);
    await audit(page, "/score-tracker", { shows: "Score Tracker", screenshot: "score-tracker" });
  });

  test("a live match", async ({ page }) => {
    onlyWithJs();
    // The live match carries the whole set (stages, the game form, the replay form): a long audit.
    test.slow();
    await signInAsNewPlayer(page);
    const started = await page.request.post("/api/score-tracker/start", {
      data: { player1Name: "Mango", player2Name: "Zain", targetScore: 5 },
    });
    expect(started.status()).toBe(201);
    const { id } = (await started.json()) as { id: number };
    await audit(page, `/score-tracker?match=${id}`, { shows: "Zain" });
  });

  test("a set's public page and its overlay", async ({ page }) => {
    onlyWithJs();
    // Two pages, each at two widths in two themes.
    test.slow();
    await signInAsNewPlayer(page);
    const started = await page.request.post("/api/score-tracker/start", {
      data: { player1Name: "Mango", player2Name: "Zain", targetScore: 2 },
    });
    const { id } = (await started.json()) as { id: number };
    await page.request.post(`/api/score-tracker/matches/${id}/games`, {
      data: { winnerId: 1, player1Character: "Falco", player2Character: "Fox" },
    });
    // Game 2's selection under way: the pages show it, and the tracker offers its undo.
    await page.request.post(`/api/score-tracker/matches/${id}/strikes`, {
      data: { stage: "Battlefield" },
    });
    await audit(page, `/sets/${id}`, { shows: "Mango vs Zain", screenshot: "set-page" });
    await audit(page, `/sets/${id}/overlay`, { shows: "Falco", screenshot: "set-overlay" });
    await audit(page, `/score-tracker?match=${id}`, {
      shows: "Undo ban of Battlefield",
      screenshot: "set-tracker",
    });
  });

  test("a replay's questions: which one were you, and the stage and characters to confirm", async ({
    page,
  }) => {
    onlyWithJs();
    test.slow();
    await signInAsNewPlayer(page);
    const started = await page.request.post("/api/score-tracker/start", {
      data: { player1Name: "Mango", player2Name: "Zain", targetScore: 2 },
    });
    const { id } = (await started.json()) as { id: number };
    await page.request.post(`/api/score-tracker/matches/${id}/games`, {
      data: { winnerId: 1, player1Character: "Fox", player2Character: "Marth" },
    });
    await audit(page, `/score-tracker?match=${id}`, {
      shows: "From a Slippi replay",
      open: async (p) => {
        await p
          .getByLabel("Replay file (.slp)")
          .setInputFiles("tests/fixtures/slippi/sheik_vs_ics_yoshis.slp");
        const which = p.getByRole("group", { name: "Which one were you?" });
        await expect(which).toBeVisible({ timeout: 60_000 });
        await which.getByRole("button", { name: /^Port 1/ }).click();
        await expect(p.getByTestId("replay-summary").getByRole("alert")).toContainText(
          "Other characters",
        );
      },
    });
  });

  test("submit a tournament", async ({ page }) => {
    onlyWithJs();
    await signInAsNewPlayer(page);
    await audit(page, "/submit-tournament", { shows: "Submit a Tournament" });
  });

  test("new forum post", async ({ page }) => {
    onlyWithJs();
    await signInAsNewPlayer(page);
    await audit(page, "/forum/new", { shows: "Title" });
  });
});

test.describe("admin", () => {
  test("every admin section, opened", async ({ page }) => {
    onlyWithJs();
    // The longest page of the site (every user the run has created is a row), four times over.
    test.slow();
    await signInAsOwner(page);
    await audit(page, "/admin?pastPolls=open", {
      shows: "Site Administration",
      open: openAllDetails,
      screenshot: "admin",
    });
  });

  /** A post in Markdown with a comment and a deleted one, seen by the owner (who moderates). */
  async function moderatedPost(page: Page) {
    const author = await createUserViaApi(page.request, uniqueTag("a11y"));
    const id = await insertPost({
      title: `Moderated ${author.username}`,
      authorId: author.id,
      content:
        "**Bold**, _italic_, a [link](https://example.com) and @Mango\n\n> a quote\n\n- one\n- two\n\n`code`",
    });
    await signInAsOwner(page);
    for (const content of ["Kept comment", "Removed comment"]) {
      const res = await page.request.post(`/api/forum/posts/${id}/comments`, { data: { content } });
      expect(res.status()).toBe(201);
      if (content.startsWith("Removed")) {
        const { id: commentId } = (await res.json()) as { id: number };
        expect((await page.request.delete(`/api/forum/comments/${commentId}`)).status()).toBe(200);
      }
    }
    return id;
  }

  test("a forum post, with its moderation", async ({ page }) => {
    onlyWithJs();
    // Four audits of a long page, on a machine shared with other runs.
    test.slow();
    const id = await moderatedPost(page);
    await audit(page, `/forum/post/${id}`, {
      shows: "Comment deleted by its author",
      screenshot: "forum-moderation",
    });
  });

  test("a forum post's delete confirmation", async ({ page }) => {
    onlyWithJs();
    const id = await moderatedPost(page);
    await audit(page, `/forum/post/${id}?dialog=delete-post`, {
      shows: "Delete this post?",
      scope: "dialog",
    });
  });

  test("a forum post's report dialog", async ({ page }) => {
    onlyWithJs();
    const id = await insertPost({ title: uniqueTag("report") });
    await signInAsNewPlayer(page);
    await audit(page, `/forum/post/${id}?dialog=report-post-${id}`, {
      shows: "Report this post",
      scope: "dialog",
      screenshot: "forum-report",
    });
  });

  test("ban confirmation", async ({ page, playwright, baseURL }) => {
    const other = await playwright.request.newContext({ baseURL });
    const target = await createUserViaApi(other, uniqueTag("ban"));
    await other.dispose();
    await signInAsOwner(page);
    await audit(page, `/admin?confirm=ban&user=${target.id}`, {
      shows: target.username,
      open: async (p) => expect(p.getByRole("dialog")).toBeVisible(),
      scope: "dialog[open]",
    });
  });

  /** A post of a new player, reported by another; its id, title and author. */
  async function reportedPost(page: Page) {
    const author = await createUserViaApi(page.request, uniqueTag("a11y"));
    const reporter = await createUserViaApi(page.request, uniqueTag("a11y"));
    const title = `Reported ${author.username}`;
    const id = await insertPost({ title, authorId: author.id });
    await insertReport(id, reporter.id, "spam", "Selling gold");
    return { id, title, authorId: author.id };
  }

  test("the moderation queue, its Undo and the moderation log", async ({ page }) => {
    onlyWithJs();
    test.slow();
    const post = await reportedPost(page);
    await signInAsOwner(page);
    await audit(page, "/admin?section=reports", {
      shows: "Reported for",
      screenshot: "admin-reports",
    });
    await audit(page, `/admin?section=reports&confirm=ban&user=${post.authorId}`, {
      shows: "Ban User",
      open: async (p) => expect(p.getByRole("dialog")).toBeVisible(),
      scope: "dialog[open]",
    });
    // The report's post on its own page, with its reports and decisions.
    await audit(page, `/forum/post/${post.id}`, { shows: "Open reports" });
    const remove = page.getByTestId("post-reports").getByRole("button", { name: "Remove post" });
    await waitForHydration(page, remove);
    await remove.click();
    await expect(page.getByText("This post was removed by a moderator.")).toBeVisible();
    await audit(page, `/admin?section=reports&removed=post:${post.id}`, { shows: "Undo" });
    await audit(page, "/admin?section=log", { shows: "Moderation Log", screenshot: "admin-log" });
  });

  test("vote details", async ({ page }) => {
    await signInAsOwner(page);
    await audit(page, `/admin?votes=${await oldest.votedPollId()}`, {
      shows: "Poll Management",
      open: async (p) => expect(p.getByRole("dialog")).toBeVisible(),
      scope: "dialog[open]",
    });
  });

  for (const state of ["editFeatured", "confirmFeatured"]) {
    test(`featured update: ${state}`, async ({ page }) => {
      onlyWithJs();
      await signInAsOwner(page);
      await audit(page, `/admin?${state}=${await oldest.featuredUpdateId()}`, {
        shows: "Featured Updates",
        scope: 'section[aria-labelledby="featured-updates-title"]',
      });
    });
  }

  test("release notes: the create form", async ({ page }) => {
    onlyWithJs();
    await signInAsOwner(page);
    await audit(page, "/updates", { shows: "Release Notes", open: openAllDetails });
  });

  test("release notes: inline edit", async ({ page }) => {
    onlyWithJs();
    await signInAsOwner(page);
    await audit(page, `/updates?edit=${await oldest.releaseUpdateId()}`, {
      shows: "Release Notes",
    });
  });

  test("release notes: delete confirmation", async ({ page }) => {
    await signInAsOwner(page);
    await audit(page, `/updates?delete=${await oldest.releaseUpdateId()}`, {
      shows: "Release Notes",
      open: async (p) => expect(p.getByRole("dialog")).toBeVisible(),
      scope: "dialog[open]",
    });
  });
});

test.beforeAll(() => {
  fs.mkdirSync(SCREENSHOTS, { recursive: true });
});
