// One request's open transaction is its own: another request's statements, made meanwhile through
// the shared client, neither see what it has not committed nor go down with it when it rolls
// back. PostgreSQL gives each its own connection; SQLite's adapter shares one, so there the
// statements wait for the transaction. Runs on both engines (npm test, test:postgres).
import { randomUUID } from "node:crypto";
import { setTimeout as delay } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import { isDomainError } from "~/models/domain-error";
import { postgresPool, prisma, SITE_BUSY } from "~/server/db.server";
import { testEngine } from "../setup/test-database";

/** A promise and the function that settles it: the test decides when the transaction goes on. */
function signal<T = void>() {
  let fire!: (value: T) => void;
  const fired = new Promise<T>((resolve) => (fire = resolve));
  return { fired, fire };
}

const contact = (message: string) => ({
  name: "Isolation",
  email: "iso@example.com",
  message,
  messageType: "general",
});

// How long the open transaction gives the other statement to run inside it before rolling back.
// Statements are kept out of open transactions, so a pass never depends on this wait; it only
// gives a statement that slipped in the time to reach the database.
const CHANCE_TO_SLIP_IN_MS = 500;

/**
 * Opens a transaction that writes `inside`, has `meanwhile` made through the shared client, gives
 * it the chance to finish, then rolls back. Resolves with what `meanwhile` gave once it is done.
 */
async function transactionRolledBackAround<T>(inside: string, meanwhile: () => Promise<T>) {
  const written = signal();
  // Handed over wrapped: a promise resolved with a promise would wait for it.
  const issued = signal<{ statement: Promise<T> }>();
  const transaction = prisma
    .$transaction(async (tx) => {
      await tx.contactMessage.create({ data: contact(inside) });
      written.fire();
      const { statement } = await issued.fired;
      await Promise.race([statement, delay(CHANCE_TO_SLIP_IN_MS)]);
      throw new Error("rolled back on purpose");
    })
    .catch((error: Error) => error.message);
  await written.fired;
  const statement = meanwhile();
  issued.fire({ statement });
  expect(await transaction).toBe("rolled back on purpose");
  return statement;
}

describe(`a transaction on ${testEngine}`, () => {
  it("is not seen, before it commits, by a read made through the shared client", async () => {
    const inside = `uncommitted ${randomUUID()}`;
    const read = await transactionRolledBackAround(inside, () =>
      prisma.contactMessage.findFirst({ where: { message: inside } }),
    );
    expect(read).toBeNull();
    expect(await prisma.contactMessage.count({ where: { message: inside } })).toBe(0);
  });

  it("does not take another request's write down with it when it rolls back", async () => {
    const inside = `rolled back ${randomUUID()}`;
    const outside = `kept ${randomUUID()}`;
    await transactionRolledBackAround(inside, () =>
      prisma.contactMessage.create({ data: contact(outside) }),
    );
    expect(await prisma.contactMessage.count({ where: { message: outside } })).toBe(1);
    expect(await prisma.contactMessage.count({ where: { message: inside } })).toBe(0);
  });
});

describe.runIf(testEngine === "sqlite")("a transaction whose COMMIT fails on SQLite", () => {
  it("is rolled back, and the statements and transactions after it run", async () => {
    const orphan = `orphan ${randomUUID()}`;
    // A foreign key checked only at COMMIT: the COMMIT fails and leaves the transaction open.
    const outcome = await prisma
      .$transaction(async (tx) => {
        await tx.$executeRawUnsafe("PRAGMA defer_foreign_keys = ON");
        await tx.contactMessage.create({ data: { ...contact(orphan), userId: "no-such-user" } });
      })
      .then(
        () => "committed",
        () => "refused",
      );
    expect(outcome).toBe("refused");
    expect(await prisma.contactMessage.count({ where: { message: orphan } })).toBe(0);
    const after = `after ${randomUUID()}`;
    await prisma.$transaction((tx) => tx.contactMessage.create({ data: contact(after) }));
    expect(await prisma.contactMessage.count({ where: { message: after } })).toBe(1);
  });
});

/** What a promise failed with, or "fulfilled". */
const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => "fulfilled",
    (error: unknown) => error,
  );

/** A refusal saying the site is busy: a 503 with a short Retry-After. */
function expectBusy(failure: unknown) {
  expect(isDomainError(failure) && failure.status).toBe(503);
  expect(isDomainError(failure) && failure.message).toBe(SITE_BUSY);
  expect(isDomainError(failure) && failure.retryAfterSeconds).toBeGreaterThan(0);
}

describe(`a transaction on ${testEngine} under overload`, () => {
  it("that cannot start in time is the site being busy, and writes nothing", async () => {
    // Every connection of PostgreSQL's pool, or SQLite's one turn, held by an open transaction.
    const held = postgresPool()?.options.max ?? 1;
    const started = Array.from({ length: held }, () => signal());
    const end = signal();
    const holders = started.map(({ fire }) =>
      prisma.$transaction(
        async () => {
          fire();
          await end.fired;
        },
        // Their own start may wait on a busy machine: only the transaction below may give up.
        { maxWait: 30_000, timeout: 60_000 },
      ),
    );
    await Promise.all(started.map(({ fired }) => fired));
    const refused = `never started ${randomUUID()}`;
    const failure = failureOf(
      prisma.$transaction((tx) => tx.contactMessage.create({ data: contact(refused) }), {
        maxWait: 100,
      }),
    );
    // Prisma judges the wait once the start comes through: the holders end after maxWait is
    // over (a later timer always fires later), and the late start is rolled back.
    await delay(300);
    end.fire();
    await Promise.all(holders);
    expectBusy(await failure);
    expect(await prisma.contactMessage.count({ where: { message: refused } })).toBe(0);
  });

  it("that runs past its timeout is the site being busy, and is rolled back", async () => {
    const expired = `expired ${randomUUID()}`;
    const failure = await failureOf(
      prisma.$transaction(
        async (tx) => {
          await tx.contactMessage.create({ data: contact(expired) });
          // Far past the timeout below, whatever the machine's load: the next statement is late.
          await delay(500);
          await tx.contactMessage.create({ data: contact(expired) });
        },
        { timeout: 50 },
      ),
    );
    expectBusy(failure);
    expect(await prisma.contactMessage.count({ where: { message: expired } })).toBe(0);
  });
});
