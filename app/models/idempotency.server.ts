import { randomUUID } from "node:crypto";
import type { Prisma } from "@prisma/client";
import { DomainError } from "~/models/domain-error";
import { isUniqueViolation } from "~/models/prisma-errors.server";
import { databaseEngine, idleSqliteConnection, prisma, sql } from "~/server/db.server";
import { isPostgresUniqueViolation, queryPostgres } from "~/server/postgres-direct.server";
import { isSqliteUniqueViolation, prepared, sqliteArgs } from "~/server/sqlite-direct.server";
import { DAY_MS } from "~/utils/dates";

/**
 * Writes a client may resend. A client that lost the answer to a write (a dropped connection, a
 * server killed after its commit) cannot tell whether it happened, so it sends it again with the
 * key it made for it: `Idempotency-Key` on /api, the `idempotencyKey` field of a page's form, the
 * `idempotencyKey` of a socket message. The key's row is written in the write's own transaction,
 * so a write that committed always left its key; a repeat of the key by the same player within a
 * day gets the first answer and writes nothing.
 */

/** How long a key answers for itself; older ones are swept (`deleteOldIdempotencyKeys`). */
export const KEY_LIFETIME_MS = DAY_MS;

const KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;
export const INVALID_IDEMPOTENCY_KEY = "An idempotency key is 8 to 100 letters, digits, '-' or '_'";
export const KEY_USED_ELSEWHERE = "This idempotency key was already used for another request";

/** What JSON makes of a value: the shape a stored answer reads back as. */
export type Answer<T> = T extends Date
  ? string
  : T extends Array<infer Item>
    ? Answer<Item>[]
    : T extends object
      ? { [K in keyof T]: Answer<T[K]> }
      : T;

type Tx = Prisma.TransactionClient;
type Sql = Prisma.Sql;

/** A write that may be resent: who writes, the client's key (absent: not resent) and what. */
type Resendable = {
  actorId: string;
  key: string | undefined;
  action: string;
};

const cutoff = () => new Date(Date.now() - KEY_LIFETIME_MS);

/** A fresh key, for a form the server renders (see IdempotencyKeyField). */
export const newIdempotencyKey = () => randomUUID();

/** Refuses a malformed key (400) before anything is written. */
function checkIdempotencyKey(key: string | undefined) {
  if (key !== undefined && !KEY_PATTERN.test(key)) {
    throw new DomainError(400, INVALID_IDEMPOTENCY_KEY);
  }
}

/** The first answer to this player's key, if it was used within the day. */
async function earlierAnswer<T>({ actorId, key, action }: Resendable & { key: string }) {
  const row = await prisma.idempotencyKey.findUnique({
    where: { actorId_key: { actorId, key } },
    select: { action: true, answer: true, createdAt: true },
  });
  if (!row || row.createdAt < cutoff()) return undefined;
  if (row.action !== action) throw new DomainError(422, KEY_USED_ELSEWHERE);
  // A claim whose answer is not written yet. A claim and its answer commit together, so a read
  // never meets one; should it, the claim in writeOnce waits for the key's row and finds the answer.
  if (row.answer === "") return undefined;
  return JSON.parse(row.answer) as Answer<T>;
}

/** A value as JSON reads it back: the answer a resend gets, and what a socket carries. */
export const asAnswer = <T>(value: T) => JSON.parse(JSON.stringify(value)) as Answer<T>;

/**
 * Runs `write` in a transaction, once per key: the first time its answer is stored with the key
 * (in the same transaction) and `afterCommit` runs (announcements); a repeat answers the stored
 * answer. Both are the answer as JSON reads it back, so the first answer and a repeat are alike.
 * Two sends of one key at the same moment: the second waits on the key's row and, once the first
 * commits, gets its answer.
 */
export async function writeOnce<T>(
  resendable: Resendable,
  write: (tx: Tx) => Promise<T>,
  afterCommit?: (answer: Answer<T>) => unknown,
): Promise<Answer<T>> {
  const { actorId, key, action } = resendable;
  checkIdempotencyKey(key);
  let answer: Answer<T>;
  if (key === undefined) {
    answer = asAnswer(await prisma.$transaction(write));
  } else {
    const earlier = await earlierAnswer<T>({ ...resendable, key });
    if (earlier !== undefined) return earlier;
    try {
      answer = await prisma.$transaction(async (tx) => {
        // Claimed before the write: a racing resend waits here instead of writing too.
        await tx.idempotencyKey.deleteMany({
          where: { actorId, key, createdAt: { lt: cutoff() } },
        });
        await tx.idempotencyKey.create({ data: { actorId, key, action, answer: "" } });
        const first = asAnswer(await write(tx));
        await tx.idempotencyKey.update({
          where: { actorId_key: { actorId, key } },
          data: { answer: JSON.stringify(first) },
        });
        return first;
      });
    } catch (error) {
      // The key's row, or another unique index of the write (the caller's to answer).
      const raced = isUniqueViolation(error)
        ? await earlierAnswer<T>({ ...resendable, key })
        : undefined;
      if (raced === undefined) throw error;
      return raced;
    }
  }
  await afterCommit?.(answer);
  return answer;
}

export const KEY_BEING_WRITTEN = "This idempotency key's request is still being written; try again";

/** A row for insertOnce: `insert` is `INSERT ... SELECT ... WHERE <check>`; `answer` all but its id. */
type Insertable<T> = { insert: Sql; answer: Omit<T, "id"> };

/** Inserts the row (its id from its own RETURNING); null when the check did not hold. */
async function insertRow<T extends { id: number }>(db: Tx, row: Insertable<T>) {
  // $queryRaw even where nothing is read: the client counts an $executeRaw as a write to tables
  // guests see, and these are not.
  const [inserted] = await db.$queryRaw<{ id: number | bigint }[]>`${row.insert} RETURNING "id"`;
  return inserted ? withId(row, inserted.id) : null;
}

const withId = <T extends { id: number }>(row: Insertable<T>, id: number | bigint) =>
  asAnswer({ id: Number(id), ...row.answer } as T);

const keyRow = ({ actorId, key, action }: Resendable, answer: string) => sql`
  INSERT INTO "IdempotencyKey" ("actorId", "key", "action", "answer", "createdAt")
  VALUES (${actorId}, ${key}, ${action}, ${answer}, ${new Date()})`;

/**
 * The row and its key's row, all or nothing; a live key's row (or an expired one) makes the
 * key's insert fail and nothing is written. Each engine by its cheapest way with that guarantee.
 */
async function insertWithKey<T extends { id: number }>(
  resendable: Resendable,
  row: Insertable<T>,
): Promise<Answer<T> | null> {
  if (databaseEngine === "postgresql") {
    // One statement, so one round trip and no transaction to open, sent on `pg` past Prisma
    // (postgres-direct.server.ts): the key's answer is built around the id the insert returns,
    // `{"id":` before it and the rest of the JSON after.
    const text = JSON.stringify(withId(row, 0));
    const [head, tail] = ['{"id":', text.slice('{"id":0'.length)];
    const [inserted] = await queryPostgres<{ id: number }>(sql`
      WITH inserted AS (${row.insert} RETURNING "id"),
        keyed AS (INSERT INTO "IdempotencyKey" ("actorId", "key", "action", "answer", "createdAt")
          SELECT ${resendable.actorId}, ${resendable.key}, ${resendable.action},
            CAST(${head} AS TEXT) || CAST("id" AS TEXT) || CAST(${tail} AS TEXT), ${new Date()}
          FROM inserted)
      SELECT "id" FROM inserted`);
    return inserted ? withId(row, inserted.id) : null;
  }
  const db = idleSqliteConnection();
  if (db) {
    // Synchronous from start to commit: no other statement runs in between.
    return db.transaction(() => {
      const { sql: text, values } = row.insert;
      const inserted = prepared(db, `${text} RETURNING "id"`).get(...sqliteArgs(values)) as
        { id: number } | undefined;
      if (!inserted) return null;
      const first = withId(row, inserted.id);
      const keyed = keyRow(resendable, JSON.stringify(first));
      prepared(db, keyed.sql).run(...sqliteArgs(keyed.values));
      return first;
    })();
  }
  // Another request's transaction is open on the one connection: take turns with it.
  return prisma.$transaction(async (tx) => {
    const first = await insertRow(tx, row);
    if (first) await tx.$queryRaw`${keyRow(resendable, JSON.stringify(first))}`;
    return first;
  });
}

/**
 * writeOnce for the hottest keyed write, a chat message: one row inserted, whose answer is known
 * before it but for its id. `insert` is `INSERT ... SELECT ... WHERE <check>`, inserting the row
 * only when the check holds (a check that is part of the write). With a key, the row and the
 * key's row with the answer are written together with no read before (insertWithKey). A live
 * key (a resend, or a copy sent at the same moment, which waits on the key's row until the first
 * commits) makes the key's insert fail, nothing is written, and the first answer is answered; so
 * does a resend the check refuses now (two players who unfriended since the first). A key older
 * than a day is deleted and the write tried once more. `afterCommit` runs for the first write
 * only. Resolves null (nothing written) when the check did not hold.
 */
export async function insertOnce<T extends { id: number }>(
  { actorId, key, action }: Resendable,
  row: Insertable<T>,
  afterCommit?: (answer: Answer<T>) => unknown,
): Promise<Answer<T> | null> {
  checkIdempotencyKey(key);
  const { answer, repeat } =
    key === undefined
      ? { answer: await insertRow(prisma, row), repeat: false }
      : await insertKeyed({ actorId, key, action }, row);
  if (answer && !repeat) await afterCommit?.(answer);
  return answer;
}

async function insertKeyed<T extends { id: number }>(
  resendable: Resendable & { key: string },
  row: Insertable<T>,
): Promise<{ answer: Answer<T> | null; repeat: boolean }> {
  for (let attempt = 1; ; attempt++) {
    try {
      const answer = await insertWithKey(resendable, row);
      if (answer) return { answer, repeat: false };
      return { answer: (await earlierAnswer<T>(resendable)) ?? null, repeat: true };
    } catch (error) {
      if (
        !isUniqueViolation(error) &&
        !isSqliteUniqueViolation(error) &&
        !isPostgresUniqueViolation(error)
      ) {
        throw error;
      }
      const earlier = await earlierAnswer<T>(resendable);
      if (earlier !== undefined) return { answer: earlier, repeat: true };
      // Live a moment ago, gone now (the sweep, a day to the millisecond), or still there after
      // the retry: the loser is told to send again in a second, which the page's fetch does.
      if (attempt > 1) throw new DomainError(503, KEY_BEING_WRITTEN, 1);
      // Older than a day: it answers for nothing any more, so it goes, and the write goes again.
      const { actorId, key } = resendable;
      await prisma.idempotencyKey.deleteMany({
        where: { actorId, key, createdAt: { lt: cutoff() } },
      });
    }
  }
}

/** The periodic sweep: keys older than a day answer for nothing any more. */
export async function deleteOldIdempotencyKeys() {
  await prisma.idempotencyKey.deleteMany({ where: { createdAt: { lt: cutoff() } } });
}
