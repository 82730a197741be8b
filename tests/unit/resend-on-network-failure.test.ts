import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { newClientKey } from "~/ui/common/client-key";
import { resendOnNetworkFailure } from "~/ui/common/resend-on-network-failure";

/** A network that drops the first `drops` sends (no answer at all), then answers 200. */
function flakyNetwork(drops: number) {
  const sent: Array<RequestInit | undefined> = [];
  const fetchOnce = (async (_input: RequestInfo | URL, init?: RequestInit) => {
    sent.push(init);
    if (sent.length <= drops) throw new TypeError("Failed to fetch");
    return new Response("ok");
  }) as typeof fetch;
  return { sent, fetch: resendOnNetworkFailure(fetchOnce) };
}

const keyedForm = () => {
  const body = new FormData();
  body.set("content", "gg");
  body.set("idempotencyKey", newClientKey());
  return { method: "POST", body };
};

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("resendOnNetworkFailure", () => {
  it("resends a keyed form after a lost answer, with the same body, until it is answered", async () => {
    const network = flakyNetwork(2);
    const init = keyedForm();
    const answer = network.fetch("/forum/post/1", init);
    await vi.runAllTimersAsync();
    expect(await (await answer).text()).toBe("ok");
    expect(network.sent).toHaveLength(3);
    expect(network.sent.every((sent) => sent?.body === init.body)).toBe(true);
  });

  it("resends a call with an Idempotency-Key header too", async () => {
    const network = flakyNetwork(1);
    const answer = network.fetch("/api/chat/message", {
      method: "POST",
      headers: { "Idempotency-Key": newClientKey() },
      body: "{}",
    });
    await vi.runAllTimersAsync();
    expect((await answer).status).toBe(200);
    expect(network.sent).toHaveLength(2);
  });

  it("gives up after four resends", async () => {
    const network = flakyNetwork(Infinity);
    const answer = network.fetch("/forum/post/1", keyedForm());
    const failure = expect(answer).rejects.toThrow(TypeError);
    await vi.runAllTimersAsync();
    await failure;
    expect(network.sent).toHaveLength(5);
  });

  it("never resends a request without a key, nor one the page aborted", async () => {
    const unkeyed = flakyNetwork(1);
    await expect(unkeyed.fetch("/forum/post/1", { method: "POST" })).rejects.toThrow(TypeError);
    expect(unkeyed.sent).toHaveLength(1);

    const aborted = flakyNetwork(1);
    const controller = new AbortController();
    controller.abort();
    const init = { ...keyedForm(), signal: controller.signal };
    await expect(aborted.fetch("/forum/post/1", init)).rejects.toThrow(TypeError);
    expect(aborted.sent).toHaveLength(1);
  });

  it("resends a keyed write told to wait a little (429/503 with a short Retry-After)", async () => {
    const sent: unknown[] = [];
    const answers = [
      new Response("busy", { status: 429, headers: { "Retry-After": "5" } }),
      new Response("busy", { status: 503, headers: { "Retry-After": "1" } }),
      new Response("ok", { status: 201 }),
    ];
    const fetchOnce = (async (_input: RequestInfo | URL, init?: RequestInit) => {
      sent.push(init);
      return answers.shift()!;
    }) as typeof fetch;
    const answer = resendOnNetworkFailure(fetchOnce)("/api/score-tracker/matches/1/games", {
      method: "POST",
      headers: { "Idempotency-Key": newClientKey() },
      body: "{}",
    });
    await vi.runAllTimersAsync();
    expect((await answer).status).toBe(201);
    expect(sent).toHaveLength(3);
  });

  it("passes on a busy answer without a short wait, and any busy answer to an unkeyed write", async () => {
    const answering = (response: () => Response) => {
      const sent: unknown[] = [];
      const fetchOnce = (async (_input: RequestInfo | URL, init?: RequestInit) => {
        sent.push(init);
        return response();
      }) as typeof fetch;
      return { sent, fetch: resendOnNetworkFailure(fetchOnce) };
    };
    const longWait = answering(
      () => new Response("slow down", { status: 429, headers: { "Retry-After": "60" } }),
    );
    expect((await longWait.fetch("/forum/post/1", keyedForm())).status).toBe(429);
    expect(longWait.sent).toHaveLength(1);

    const noWait = answering(() => new Response("down", { status: 503 }));
    expect((await noWait.fetch("/forum/post/1", keyedForm())).status).toBe(503);
    expect(noWait.sent).toHaveLength(1);

    const unkeyed = answering(
      () => new Response("busy", { status: 429, headers: { "Retry-After": "1" } }),
    );
    expect((await unkeyed.fetch("/forum/post/1", { method: "POST" })).status).toBe(429);
    expect(unkeyed.sent).toHaveLength(1);
  });

  it("makes keys the server accepts", () => {
    expect(newClientKey()).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
    expect(newClientKey()).not.toBe(newClientKey());
  });
});
