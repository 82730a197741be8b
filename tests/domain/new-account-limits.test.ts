import { beforeAll, describe, expect, it } from "vitest";
import { addComment, createPost, updatePost } from "~/models/forum.server";
import {
  NEW_ACCOUNT_LIMITS,
  newAccountLiftsAt,
  whenItLifts,
} from "~/models/new-account-limits.server";
import type { PublicUser } from "~/models/user.server";
import { prisma } from "~/server/db.server";
import { actor, expectRefusal } from "./actors";

const thread = (content = "Hello") => ({ title: "Thread", category: "general", content }) as const;
const links = (n: number) =>
  Array.from({ length: n }, (_, i) => `https://example${i}.com/x`).join(" and ");

/** An account as old as `hours`. */
async function agedActor(hours: number, standing: "user" | "admin" | "owner" = "user") {
  const user = await actor(standing);
  const createdAt = new Date(Date.now() - hours * 3_600_000);
  await prisma.user.update({ where: { id: user.id }, data: { createdAt } });
  return { ...user, createdAt } satisfies PublicUser;
}

let anchor: number;
beforeAll(async () => {
  const host = await agedActor(48);
  anchor = (await createPost(host, thread())).id;
});

describe("new-account limits", () => {
  it(`a new account starts ${NEW_ACCOUNT_LIMITS.threads} threads, then is told when the limit lifts`, async () => {
    const user = await agedActor(2);
    for (let i = 0; i < NEW_ACCOUNT_LIMITS.threads; i++) await createPost(user, thread());
    const lifts = newAccountLiftsAt(user)!;
    await expectRefusal(
      createPost(user, thread()),
      403,
      `New accounts may start 3 threads in their first 24 hours. This limit lifts ${whenItLifts(lifts)}.`,
    );
    expect(whenItLifts(lifts)).toMatch(/^at \d\d:\d\d UTC on .* \(in 22 hours\)$/);
    expect(await prisma.forumPost.count({ where: { authorId: user.id } })).toBe(3);
  });

  it(`a new account posts ${NEW_ACCOUNT_LIMITS.replies} comments, then is refused`, async () => {
    const user = await agedActor(23.5);
    for (let i = 0; i < NEW_ACCOUNT_LIMITS.replies; i++) {
      await addComment(user, anchor, { content: `reply ${i}` });
    }
    await expectRefusal(
      addComment(user, anchor, { content: "one more" }),
      403,
      /in 1 hour/ as never,
    );
  });

  it("at most two links in a post, a comment or an edit", async () => {
    const user = await agedActor(1);
    await expectRefusal(createPost(user, thread(links(3))), 403);
    await expectRefusal(addComment(user, anchor, { content: links(3) }), 403);
    const ok = await createPost(user, thread(links(2)));
    await expectRefusal(updatePost(user, ok.id, { content: `www.a.com ${links(2)}` }), 403);
    await addComment(user, anchor, { content: `[two](https://a.io) ${links(1)} @mention` });
  });

  it("lifts after 24 hours", async () => {
    const user = await agedActor(24.1);
    expect(newAccountLiftsAt(user)).toBeNull();
    for (let i = 0; i < 4; i++) await createPost(user, thread(links(5)));
  });

  it.each(["admin", "owner"] as const)("the %s is exempt from the first minute", async (role) => {
    const user = await agedActor(0, role);
    for (let i = 0; i < 4; i++) await createPost(user, thread(links(5)));
  });
});
