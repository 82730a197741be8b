import { describe, expect, it } from "vitest";
import {
  contentVersion,
  contentWritten,
  watchOtherWriters,
  writeVersion,
} from "~/server/content-version.server";
import { runInRequestContext } from "~/server/request-context.server";

/**
 * Another process's commits, as the version reader sees them: each read takes the count as it
 * starts and answers when the test lets it, like a database round trip under way.
 */
function otherProcess() {
  let commits = 0;
  const waiting: (() => void)[] = [];
  let reads = 0;
  watchOtherWriters(() => {
    reads += 1;
    const seen = commits;
    return new Promise((resolve) => waiting.push(() => resolve(seen)));
  });
  return {
    commit: () => (commits += 1),
    reads: () => reads,
    /** Answers the reads under way, and those they start, until none is left. */
    async answerAll() {
      while (waiting.length > 0) {
        waiting.shift()!();
        await new Promise((resolve) => setImmediate(resolve));
      }
    },
  };
}

const request = () => runInRequestContext(() => contentVersion());
const others = (version: string | null) => version?.split(".")[1];

describe("the content version read by requests at once", () => {
  it("gives every request a read begun after it arrived, one read for all who waited", async () => {
    const other = otherProcess();
    const first = request();
    // Committed while the first request's read is under way: later requests must see it.
    other.commit();
    const second = request();
    const third = request();
    await other.answerAll();
    expect(others(await first)).toBe("0");
    expect(others(await second)).toBe("1");
    expect(others(await third)).toBe("1");
    // The two that arrived during the first read shared the one read begun after it.
    expect(other.reads()).toBe(2);
  });

  it("reads again for a request arriving once the last read has begun", async () => {
    const other = otherProcess();
    const first = request();
    await other.answerAll();
    expect(others(await first)).toBe("0");
    other.commit();
    const later = request();
    await other.answerAll();
    expect(others(await later)).toBe("1");
    expect(other.reads()).toBe(2);
  });
});

describe("the write version beside it", () => {
  const both = () =>
    runInRequestContext(async () => ({
      content: await contentVersion(),
      write: await writeVersion(),
    }));

  it("moves at every write, while the content version moves only at shown ones", async () => {
    watchOtherWriters(() => Promise.resolve(0));
    const start = await both();
    contentWritten(false);
    const own = await both();
    expect(own.content).toBe(start.content);
    expect(own.write).not.toBe(start.write);
    contentWritten(true);
    const shown = await both();
    expect(shown.content).not.toBe(own.content);
    expect(shown.write).not.toBe(own.write);
  });
});
