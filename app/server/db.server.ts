import { createRequire } from "node:module";
import { PrismaBetterSQLite3 } from "@prisma/adapter-better-sqlite3";
import { PrismaPg } from "@prisma/adapter-pg";
import { Prisma, PrismaClient } from "@prisma/client";
import { Mutex } from "async-mutex";
import Database from "better-sqlite3";
import pg from "pg";
import { DomainError } from "~/models/domain-error";
import { contentWritten, watchOtherWriters } from "~/server/content-version.server";
import { databaseEngine as engineOf } from "~/server/database-url";
import { env } from "~/server/env.server";
import { prepared, sqliteArgs } from "~/server/sqlite-direct.server";

/**
 * The PostgreSQL client, generated from prisma/postgresql/schema.prisma: a generated client
 * carries its provider's query compiler, so each engine has its own. Its models are the same as
 * the SQLite client's, so it is typed as that one. Loaded by Node at run time (never bundled),
 * and only when DATABASE_URL names PostgreSQL.
 */
function postgresClientModule() {
  const load = createRequire(import.meta.url);
  return load(".prisma/client-postgresql") as typeof import("@prisma/client");
}

type SqliteConnection = Database.Database;
type SqliteDriverAdapter = Awaited<ReturnType<PrismaBetterSQLite3["connect"]>>;

/**
 * The adapter shares one connection between every request and orders only transactions: a
 * statement from another request would run inside an open transaction, seeing what it has not
 * committed and undone with it if it rolls back. Here transactions and the statements made
 * outside them take turns on one lock, first come first served: a transaction holds it from
 * before BEGIN until its COMMIT or ROLLBACK ran (or failed: then it is rolled back here, as
 * Prisma calls neither end after a failed one), a statement while it runs. So each request sees
 * only committed data.
 * A transaction's own statements go through its own object, not through these. So a callback of
 * `$transaction` must make its statements through the transaction client it is given: one made
 * through the shared client would wait for the transaction to end, which waits for the callback.
 */
function statementsWaitForTransactions(adapter: SqliteDriverAdapter) {
  const connection = (adapter as unknown as { client: SqliteConnection }).client;
  const turn = new Mutex();
  const startTransaction = adapter.startTransaction.bind(adapter);
  adapter.startTransaction = async (isolationLevel) => {
    const release = await turn.acquire();
    try {
      const transaction = await startTransaction(isolationLevel);
      const ending = (end: () => Promise<void>) => () => end().finally(release);
      const rollback = ending(transaction.rollback.bind(transaction));
      transaction.commit = ending(transaction.commit.bind(transaction));
      transaction.rollback = rollback;
      const executeRaw = transaction.executeRaw.bind(transaction);
      transaction.executeRaw = async (query) => {
        try {
          return await executeRaw(query);
        } catch (error) {
          if (/^\s*(COMMIT|ROLLBACK)\b/i.test(query.sql)) {
            await endFailedTransaction(connection, rollback);
          }
          throw error;
        }
      };
      return transaction;
    } catch (error) {
      release();
      throw error;
    }
  };
  const outsideTransactions =
    <Q, R>(run: (query: Q) => Promise<R>) =>
    (query: Q) =>
      turn.runExclusive(() => run(query));
  adapter.queryRaw = outsideTransactions(adapter.queryRaw.bind(adapter));
  adapter.executeRaw = outsideTransactions(adapter.executeRaw.bind(adapter));
  const executeScript = adapter.executeScript.bind(adapter);
  adapter.executeScript = outsideTransactions(executeScript);
}

/**
 * A COMMIT or ROLLBACK that failed (a deferred foreign key, a full disk) can leave SQLite's
 * transaction open, and Prisma then ends it neither way: it is rolled back here and ended as a
 * rollback (which lets go of the adapter's lock and this one), or every statement and
 * transaction after it would wait forever.
 */
async function endFailedTransaction(connection: SqliteConnection, rollback: () => Promise<void>) {
  try {
    if (connection.inTransaction) connection.exec("ROLLBACK");
  } finally {
    await rollback();
  }
}

/**
 * SQLite's driver adapter, its statements ordered against its transactions, telling
 * `onConnection` the connection it opens (Prisma opens one per client, when the first query
 * runs). The adapter keeps it as `client`.
 */
function sqliteAdapter(url: string, onConnection?: (db: SqliteConnection) => void) {
  const factory = new PrismaBetterSQLite3({ url });
  const connect = factory.connect.bind(factory);
  factory.connect = async () => {
    const adapter = await connect();
    statementsWaitForTransactions(adapter);
    if (!onConnection) return adapter;
    const db = (adapter as unknown as { client?: SqliteConnection }).client;
    if (!(db instanceof Database)) {
      throw new Error("@prisma/adapter-better-sqlite3 no longer keeps its connection as `client`");
    }
    onConnection(db);
    return adapter;
  };
  return factory;
}

/** A client for `url`, through the driver adapter of the engine it names. */
export function createPrismaClient(
  url: string,
  connections: {
    onSqliteConnection?: (db: SqliteConnection) => void;
    onPostgresPool?: (pool: pg.Pool) => void;
  } = {},
): PrismaClient {
  if (engineOf(url) === "postgresql") {
    const { PrismaClient: PostgresClient } = postgresClientModule();
    // JIT compiling pays off for long reports, not for a page's queries: it added 30 to 180 ms to
    // the search's, whose cost estimates cross the JIT threshold while they run in milliseconds.
    const pool = new pg.Pool({ connectionString: url, options: "-c jit=off" });
    // An idle connection the database closed (a restart, an administrator, a dropped test
    // database): the pool drops it and opens another when next needed. Unhandled before
    // Prisma's first query adds its own listener, this error would end the process.
    pool.on("error", (error) =>
      console.warn("An idle PostgreSQL connection closed:", error.message),
    );
    connections.onPostgresPool?.(pool);
    const adapter = new PrismaPg(pool, { disposeExternalPool: true });
    return new PostgresClient({ adapter });
  }
  return new PrismaClient({ adapter: sqliteAdapter(url, connections.onSqliteConnection) });
}

/**
 * Tables no page shows to anyone but their owner: writing them leaves guests' cached pages valid
 * (a signed-in player's kept pages go, see content-version.server).
 */
const UNSHOWN_MODELS = new Set([
  "Session",
  "Password",
  "LoginRecord",
  "ContactMessage",
  "AdminNotificationState",
  "ChatMessage",
  "MessageReaction",
  "IdempotencyKey",
]);
/**
 * Columns no cached page shows: a write that sets only these (presence, a badge's last check)
 * leaves cached pages valid, so players coming and going do not empty the caches.
 */
const UNSHOWN_FIELDS: Record<string, Set<string>> = {
  User: new Set(["isOnline", "lastSeen", "lastFriendRequestCheck"]),
};
const WRITES = new Set([
  "create",
  "createMany",
  "createManyAndReturn",
  "update",
  "updateMany",
  "updateManyAndReturn",
  "upsert",
  "delete",
  "deleteMany",
  "$executeRaw",
  "$executeRawUnsafe",
]);

function unshownWrite(model: string | undefined, args: unknown) {
  if (!model) return false;
  if (UNSHOWN_MODELS.has(model)) return true;
  const fields = UNSHOWN_FIELDS[model];
  const data = (args as { data?: unknown } | undefined)?.data;
  return Boolean(
    fields && data && typeof data === "object" && Object.keys(data).every((k) => fields.has(k)),
  );
}

/**
 * The client pages use: every write to a shown table (and every raw write, whose table is not
 * known) reports itself, so the caches kept under the content version let go of what it changed.
 * The extended client is the same client at run time; it is typed as the plain one so
 * transaction clients and helpers keep their types.
 */
function reportingWrites(client: PrismaClient): PrismaClient {
  return client.$extends({
    query: {
      async $allOperations({ model, operation, args, query }) {
        const result = await query(args);
        if (WRITES.has(operation)) contentWritten(!unshownWrite(model, args));
        return result;
      },
    },
  }) as unknown as PrismaClient;
}

export const SITE_BUSY = "The site is busy right now: try again in a few seconds";
const BUSY_RETRY_SECONDS = 2;
/** Prisma's P2028 of a transaction that waited too long for its turn or ran past its timeout. */
const TIMED_OUT_TRANSACTION =
  /Unable to start a transaction in the given time|cannot be executed on an expired transaction/;

/**
 * Under overload a transaction may wait past Prisma's `maxWait` for a connection (PostgreSQL's
 * pool) or its turn (SQLite's lock), or outlive its `timeout`. Prisma has then rolled it back, so
 * nothing was written and the same request may pass a moment later: the site is busy (503 with
 * Retry-After on /api, a toast on a page), not broken (500). Other P2028s (a transaction used
 * after it ended) are bugs and stay errors. Set on the finished client: one extended from it
 * again (`$extends`) is built from the base client and would not carry it.
 */
function busyWhenTransactionsTimeOut(client: PrismaClient): PrismaClient {
  const transaction = client.$transaction.bind(client) as (...args: unknown[]) => Promise<unknown>;
  const busyOnTimeout = (error: unknown) => {
    if (isKnownRequestError(error) && TIMED_OUT_TRANSACTION.test(error.message)) {
      throw new DomainError(503, SITE_BUSY, BUSY_RETRY_SECONDS);
    }
    throw error;
  };
  Object.assign(client, {
    $transaction: (...args: unknown[]) => transaction(...args).catch(busyOnTimeout),
  });
  return client;
}

/** The engine this process's DATABASE_URL names. */
export const databaseEngine = engineOf(env.databaseUrl);

// One client per process; kept on globalThis so dev rebuilds do not open new connections.
const globalForPrisma = globalThis as unknown as {
  prisma?: PrismaClient;
  sqliteConnection?: SqliteConnection;
  postgresPool?: pg.Pool;
};

/**
 * On SQLite, `PRAGMA data_version` on the connection Prisma writes through moves whenever another
 * process commits. Read straight from that connection it costs microseconds, where a query
 * through Prisma cost every guest page a tenth of its CPU. Before the first query there is no
 * connection and nothing read through it yet: 0.
 */
export const prisma =
  globalForPrisma.prisma ??
  busyWhenTransactionsTimeOut(
    reportingWrites(
      createPrismaClient(env.databaseUrl, {
        onSqliteConnection: (db) => {
          globalForPrisma.sqliteConnection = db;
        },
        onPostgresPool: (pool) => {
          globalForPrisma.postgresPool = pool;
        },
      }),
    ),
  );
globalForPrisma.prisma = prisma;

if (databaseEngine === "sqlite") {
  let asked: { db: SqliteConnection; statement: Database.Statement } | null = null;
  watchOtherWriters(async () => {
    const db = globalForPrisma.sqliteConnection;
    if (!db) return 0;
    if (asked?.db !== db) asked = { db, statement: db.prepare("PRAGMA data_version").pluck() };
    return Number(asked.statement.get());
  });
}

/**
 * SQLite: the connection Prisma writes through, when no Prisma transaction is open on it; null
 * otherwise (and on PostgreSQL, and before Prisma's first query), when a statement must wait for
 * that transaction as Prisma's own do (`statementsWaitForTransactions`). Statements run here with
 * no await between the check and their end run whole before any other request's, outside
 * anyone's transaction. The hottest write (a chat message) and every signed-in request's session
 * read run this way: Prisma's layer cost them more CPU than everything else they did.
 */
export function idleSqliteConnection(): SqliteConnection | null {
  const db = globalForPrisma.sqliteConnection;
  return db?.open && !db.inTransaction ? db : null;
}

/**
 * A read in raw SQL, rows as the engine stores them (see raw-row.server). On SQLite, when no
 * transaction is open, it runs straight on the connection Prisma reads through, at a fraction of
 * Prisma's CPU: every signed-in request reads its session this way. Otherwise (a transaction is
 * open, before Prisma's first query, on PostgreSQL) through Prisma, which waits its turn.
 */
export async function readRaw<Row>(query: Prisma.Sql): Promise<Row[]> {
  const db = idleSqliteConnection();
  if (!db) return prisma.$queryRaw<Row[]>(query);
  return prepared(db, query.sql).all(...sqliteArgs(query.values)) as Row[];
}

/**
 * PostgreSQL: the pool Prisma's adapter sends its statements through, for the few statements run
 * on `pg` directly (postgres-direct.server); null on SQLite. Prisma's disconnect closes it.
 */
export function postgresPool(): pg.Pool | null {
  return globalForPrisma.postgresPool ?? null;
}

/** Prisma's namespace of the client in use: each generated client has its own copy of the runtime. */
const active = databaseEngine === "postgresql" ? postgresClientModule().Prisma : Prisma;

/**
 * Raw SQL fragments for `prisma.$queryRaw`: use these, never `Prisma.sql`, `Prisma.raw`… from
 * @prisma/client. On PostgreSQL those come from the other client's runtime, which the client in
 * use does not recognise, so it would send the fragment as a parameter (ESLint refuses them).
 */
export const { sql, raw, join, empty } = active;

/** A known Prisma error (unique violation, missing record…) of the client in use. */
export function isKnownRequestError(error: unknown): error is Prisma.PrismaClientKnownRequestError {
  return error instanceof active.PrismaClientKnownRequestError;
}

/**
 * The no-op update each table is locked with: it changes nothing (and moves no `@updatedAt`, which
 * Prisma sets, not the database).
 */
const ROW_LOCKS = {
  ForumPost: sql`UPDATE "ForumPost" SET "likesCount" = "likesCount" WHERE "id" = `,
  ForumComment: sql`UPDATE "ForumComment" SET "likesCount" = "likesCount" WHERE "id" = `,
  User: sql`UPDATE "User" SET "isOnline" = "isOnline" WHERE "id" = `,
  Event: sql`UPDATE "Event" SET "revision" = "revision" WHERE "id" = `,
};

/**
 * Holds one row until the transaction ends, so writers of the same row take turns and each reads
 * what the one before it committed. On PostgreSQL a no-op update takes the row's lock (READ
 * COMMITTED: every statement after it sees the other's commit); SQLite runs one write transaction
 * at a time, and the update makes this one the writer from here on.
 */
export async function lockRow(
  tx: Prisma.TransactionClient,
  table: keyof typeof ROW_LOCKS,
  id: number | string,
) {
  await tx.$executeRaw`${ROW_LOCKS[table]}${id}`;
}

let pragmasApplied: Promise<void> | undefined;

/**
 * SQLite only (PostgreSQL needs none of it): WAL lets readers and the single writer work side by
 * side; busy_timeout waits out short locks; foreign_keys turns on the cascades.
 */
export function applyPragmas() {
  pragmasApplied ??= (async () => {
    if (databaseEngine !== "sqlite") return;
    await prisma.$queryRawUnsafe("PRAGMA journal_mode = WAL;");
    await prisma.$queryRawUnsafe("PRAGMA busy_timeout = 5000;");
    await prisma.$queryRawUnsafe("PRAGMA foreign_keys = ON;");
  })();
  return pragmasApplied;
}
