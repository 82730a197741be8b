import { expect, test, type Browser, type Page } from "@playwright/test";
import { unfriend } from "./data";
import { jsEnabled, signInViaUi, toast, waitForHydration, waitForSocket } from "./helpers";
import { chatMessage, createFriends, draftBox } from "./messages-helpers";

type Friend = { id: string; username: string };

/** A second browser (its own cookies), with JavaScript on or off like the running project. */
async function secondPage(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: jsEnabled() });
  return context.newPage();
}

/** Signs in and opens the conversation with `friend` from the friend list. */
async function openConversation(page: Page, me: Friend, friend: Friend) {
  await signInViaUi(page, me.username);
  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "Messages" })
    .click();
  await expect(page.getByText("Select a friend to start messaging")).toBeVisible();
  await page.getByTestId("chat-friend").filter({ hasText: friend.username }).click();
  await expect(page).toHaveURL(`/messages?with=${friend.id}`);
  await expect(page.getByRole("heading", { name: friend.username })).toBeVisible();
}

/** Types and sends a message: Enter with JavaScript, the Send button without. */
async function send(page: Page, friend: Friend, text: string) {
  const box = draftBox(page, friend.username);
  await waitForHydration(page, box);
  await box.fill(text);
  if (jsEnabled()) {
    await box.press("Enter");
    await expect(box).toHaveValue("");
  } else {
    await page.getByRole("button", { name: "Send" }).click();
  }
  await expect(chatMessage(page, text)).toContainText("(you)");
}

test("two friends chat both ways", async ({ page, browser, baseURL, request }) => {
  const { alice, bob } = await createFriends(request);
  const bobPage = await secondPage(browser, baseURL);
  await openConversation(page, alice, bob);
  await expect(page.getByText("No messages yet. Start the conversation!")).toBeVisible();
  await openConversation(bobPage, bob, alice);

  await send(page, bob, "Friendlies tonight?");
  if (!jsEnabled()) await bobPage.getByRole("link", { name: "Refresh" }).click();
  // Live with JavaScript (no reload), after Refresh without.
  await expect(chatMessage(bobPage, "Friendlies tonight?")).toContainText(alice.username);
  await expect(chatMessage(bobPage, "Friendlies tonight?")).not.toContainText("(you)");

  await send(bobPage, alice, "Sure, bring your setup");
  if (!jsEnabled()) await page.getByRole("link", { name: "Refresh" }).click();
  await expect(chatMessage(page, "Sure, bring your setup")).toBeVisible();
  await bobPage.context().close();
});

test("a reaction shows with its count and toggles off", async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  const { alice, bob } = await createFriends(request);
  const bobPage = await secondPage(browser, baseURL);
  await openConversation(bobPage, bob, alice);
  await send(bobPage, alice, "That edgeguard was clean");
  await bobPage.context().close();

  await openConversation(page, alice, bob);
  const message = chatMessage(page, "That edgeguard was clean");
  if (jsEnabled()) {
    // Right-click opens the picker (a long press does too).
    const text = message.getByTestId("message-text");
    await waitForHydration(page, text);
    await text.click({ button: "right" });
  } else {
    await message.getByRole("link", { name: "React" }).click();
  }
  await message.getByRole("button", { name: "React with 🔥" }).click();

  const group = message.getByRole("button", { name: "🔥 1" });
  await expect(group).toHaveAttribute("aria-pressed", "true");
  await group.click();
  await expect(message.getByRole("button", { name: "🔥 1" })).toHaveCount(0);
  await expect(message.getByRole("button", { name: /🔥/ })).toHaveCount(0);
});

test("a message from a friend elsewhere on the site opens a minimised chat", async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  test.skip(!jsEnabled(), "live notices need JavaScript; without it the Messages badge shows");
  const { alice, bob } = await createFriends(request);
  await signInViaUi(page, alice.username);
  await waitForSocket(page);

  const bobPage = await secondPage(browser, baseURL);
  await openConversation(bobPage, bob, alice);
  await send(bobPage, alice, "Check your messages!");
  await bobPage.context().close();

  const dock = page.getByTestId("minimised-chat");
  await expect(dock).toContainText(bob.username);
  await expect(dock).toContainText("Check your messages!");
  await dock.getByRole("button", { name: new RegExp(bob.username) }).click();
  await dock.getByRole("link", { name: "Open chat" }).click();
  await expect(page).toHaveURL(`/messages?with=${bob.id}`);
  await expect(chatMessage(page, "Check your messages!")).toBeVisible();
  await expect(dock).toHaveCount(0);
});

test("sending needs a non-empty message and shows the friend's typing", async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  test.skip(!jsEnabled(), "Enter, Shift+Enter and typing are keyboard enhancements");
  const { alice, bob } = await createFriends(request);
  await openConversation(page, alice, bob);
  const bobPage = await secondPage(browser, baseURL);
  await openConversation(bobPage, bob, alice);
  await waitForSocket(page);
  await waitForSocket(bobPage);

  const box = draftBox(page, bob.username);
  await waitForHydration(page, box);
  await expect(page.getByRole("button", { name: "Send" })).toBeDisabled();
  await box.pressSequentially("line one");
  await box.press("Shift+Enter");
  await box.pressSequentially("line two");
  await expect(box).toHaveValue("line one\nline two");
  await expect(bobPage.getByText(`${alice.username} is typing...`)).toBeVisible();

  await page.getByRole("button", { name: "Add emoji" }).click();
  await page.getByRole("button", { name: "Insert 🔥" }).click();
  await expect(box).toHaveValue("line one\nline two🔥");
  await box.press("Enter");
  await expect(box).toHaveValue("");
  await expect(chatMessage(bobPage, "line two🔥")).toBeVisible();
  await expect(bobPage.getByText(`${alice.username} is typing...`)).toHaveCount(0);
  await bobPage.context().close();
});

test("a message to someone who is no longer a friend fails with the spec's toast", async ({
  page,
  request,
}) => {
  const { alice, bob } = await createFriends(request);
  await openConversation(page, alice, bob);
  await unfriend(alice.id, bob.id);

  const box = draftBox(page, bob.username);
  await waitForHydration(page, box);
  await box.fill("Are you still there?");
  await Promise.all([
    expect(toast(page)).toContainText("Failed to send message"),
    page.getByRole("button", { name: "Send" }).click(),
  ]);
  await expect(toast(page)).toContainText("You can only message your friends.");
});

/** The page's POSTs to /api/chat/message from now on. */
function chatPosts(page: Page) {
  const posts: string[] = [];
  page.on("request", (req) => {
    if (req.method() === "POST" && new URL(req.url()).pathname === "/api/chat/message") {
      posts.push(req.headers()["idempotency-key"] ?? "");
    }
  });
  return posts;
}

test("with its socket connected the page sends over it, refusals with the same toast", async ({
  page,
  request,
}) => {
  test.skip(!jsEnabled(), "the socket is JavaScript's; without it the form posts");
  const { alice, bob } = await createFriends(request);
  await openConversation(page, alice, bob);
  await waitForSocket(page);
  const posts = chatPosts(page);

  await send(page, bob, "Sent over the socket");
  await unfriend(alice.id, bob.id);
  await draftBox(page, bob.username).fill("Are you still there?");
  await Promise.all([
    expect(toast(page)).toContainText("You can only message your friends."),
    page.getByRole("button", { name: "Send" }).click(),
  ]);
  expect(posts).toEqual([]);
});

test("a message whose socket answer is lost is posted with the same key and stored once", async ({
  page,
  request,
}) => {
  test.skip(!jsEnabled(), "the socket is JavaScript's; without it the form posts");
  const { alice, bob } = await createFriends(request);
  // Between the page and the server: once the socket has moved to WebSocket, the server's
  // answers to the page's events (Socket.IO ACK packets, "43…") are dropped, so the message is
  // stored but the page never hears so.
  let upgraded = false;
  await page.routeWebSocket(/\/socket\.io\//, (ws) => {
    const server = ws.connectToServer();
    ws.onMessage((message) => {
      if (message === "5") upgraded = true;
      server.send(message);
    });
    server.onMessage((message) => {
      if (typeof message === "string" && message.startsWith("43")) return;
      ws.send(message);
    });
  });
  await openConversation(page, alice, bob);
  await waitForSocket(page);
  await expect.poll(() => upgraded).toBe(true);
  const posts = chatPosts(page);

  const box = draftBox(page, bob.username);
  await box.fill("Said once");
  await box.press("Enter");
  // The wait for the socket's answer runs out first (send-over-socket.ts), then the POST.
  await expect(box).toHaveValue("", { timeout: 15_000 });
  await expect(chatMessage(page, "Said once")).toHaveCount(1);
  expect(posts).toHaveLength(1);
  await page.reload();
  await expect(chatMessage(page, "Said once")).toHaveCount(1);
});

test("a message the socket's event budget refuses is posted with the same key, without a toast", async ({
  page,
  request,
}) => {
  test.skip(!jsEnabled(), "the socket is JavaScript's; without it the form posts");
  const { alice, bob } = await createFriends(request);
  // Between the page and the server: the page's 'sendMessage' (a Socket.IO EVENT packet with an
  // ack id, "42<id>[…]") never reaches the server, which is made to answer as its event budget
  // does when spent (socket.server.ts), so only the POST can store the message.
  const socketKeys: string[] = [];
  let upgraded = false;
  await page.routeWebSocket(/\/socket\.io\//, (ws) => {
    const server = ws.connectToServer();
    ws.onMessage((message) => {
      if (message === "5") upgraded = true;
      const event = typeof message === "string" && /^42(\d+)(\["sendMessage",.*)$/.exec(message);
      if (!event) return server.send(message);
      socketKeys.push(JSON.parse(event[2])[1].idempotencyKey);
      const refusal = {
        ok: false,
        error: "429: Too many messages. Please slow down.",
        refusedBy: "eventBudget",
      };
      ws.send(`43${event[1]}${JSON.stringify([refusal])}`);
    });
    server.onMessage((message) => ws.send(message));
  });
  await openConversation(page, alice, bob);
  await waitForSocket(page);
  await expect.poll(() => upgraded).toBe(true);
  const posts = chatPosts(page);

  const box = draftBox(page, bob.username);
  await box.fill("Past the budget");
  await box.press("Enter");
  await expect(box).toHaveValue("");
  await expect(chatMessage(page, "Past the budget")).toHaveCount(1);
  // Signing in left its own toast: only a failure's would say this.
  await expect(toast(page).filter({ hasText: "Failed to send message" })).toHaveCount(0);
  expect(socketKeys).toHaveLength(1);
  expect(posts).toEqual(socketKeys);
});
