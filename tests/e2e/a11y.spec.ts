import { expect, test, type Page } from "@playwright/test";
import { audit, onlyWithJs, openAllDetails, useAuditSetup } from "./axe-audit";
import { insertPost, insertReport, oldest } from "./data";
import { createUserViaApi, jsEnabled, OWNER, signIn, uniqueTag, waitForHydration } from "./helpers";
import { createFriends } from "./messages-helpers";

/**
 * Every page state (guest, player, admin; each dialog, menu and picker that has a URL or a
 * control) checked by axe against WCAG 2.2 AA at phone and desktop width in both themes: no
 * serious or critical violation. The main pages are also written as screenshots to screenshots/,
 * so anyone can look at the site without starting it; nothing compares them.
 */

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

useAuditSetup();

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
        // The footer's code comes after the page's: clicked before it, the link is a plain one.
        const contact = p.getByRole("link", { name: "Contact Us" });
        await waitForHydration(p, contact);
        await contact.click();
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
