// The scale dataset of issue 14, added to a database that already holds the demo content:
// 10,000 players, 10,000 tournaments, 100,000 forum posts with 300,000 comments and 200,000
// likes, 1,000,000 chat messages (100,000 of them between the demo player WavedashWiz and one
// friend, whose conversation the bench opens), 300 friends for WavedashWiz, and 200,000 counted
// sets with 600,000 games among the players (five of them with 5,000 sets each), with the
// players' running totals built from them.
//
// Each table is filled by one INSERT … SELECT over a generated series, inside the database, so a
// million rows take seconds rather than the minutes a row-at-a-time seed would. Run alone with
// `DATABASE_URL=… tsx scripts/scale-dataset.ts` (SQLite or PostgreSQL); the bench calls it.
import { rebuildPlayerRecords } from "~/models/player-records.server";
import { tagSkeleton } from "~/models/tag";
import { databaseEngine } from "~/server/database-url";
import { createPrismaClient } from "~/server/db.server";

export const SCALE = {
  users: 10_000,
  tournaments: 10_000,
  posts: 100_000,
  comments: 300_000,
  likes: 200_000,
  chatMessages: 1_000_000,
  /** Of the chat messages, those between the demo player and their first friend. */
  conversation: 100_000,
  friendsOfDemoPlayer: 300,
  /** Counted sets (confirmed or bracket) between scale players, three games each. */
  sets: 200_000,
  /** Of the sets, those of the first few scale players: 5,000 each. */
  heavyPlayers: 5,
  setsPerHeavyPlayer: 5_000,
};

/** The scale player with 5,000 sets whose page and head-to-heads the bench times. */
export const HEAVY_PLAYER_TAG = "ScalePlayer1";

/** The demo player the bench signs in as, and the scale friend whose conversation it opens. */
export const DEMO_PLAYER_TAG = "WavedashWiz";
export const CONVERSATION_FRIEND_ID = "scale-u1";

type Dialect = {
  /** `FROM` clause yielding n = 1..count. */
  series: (count: number) => string;
  /** A timestamp `minutes` (an SQL expression) before now, as the engine stores DateTime. */
  minutesAgo: (minutes: string) => string;
  /** A YYYY-MM-DD day `days` (an SQL expression) from today. */
  dayFromToday: (days: string) => string;
  /** Integer division of two SQL expressions. */
  div: (a: string, b: string) => string;
  text: (expression: string) => string;
};

const sqlite: Dialect = {
  series: (count) =>
    `(WITH RECURSIVE s(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM s WHERE n < ${count}) SELECT n FROM s) AS s`,
  // Prisma's SQLite adapter stores DateTime as ISO 8601 text with an explicit offset.
  minutesAgo: (m) => `strftime('%Y-%m-%dT%H:%M:%S.000+00:00', 'now', '-' || (${m}) || ' minutes')`,
  dayFromToday: (d) => `date('now', (${d}) || ' days')`,
  div: (a, b) => `((${a}) / (${b}))`,
  text: (e) => `CAST(${e} AS TEXT)`,
};

const postgresql: Dialect = {
  series: (count) => `generate_series(1, ${count}) AS s(n)`,
  minutesAgo: (m) => `(now() - ((${m}) * interval '1 minute'))`,
  dayFromToday: (d) => `to_char(current_date + (${d})::int, 'YYYY-MM-DD')`,
  div: (a, b) => `((${a}) / (${b}))`,
  text: (e) => `CAST(${e} AS TEXT)`,
};

/** `choices[n % length]` as an SQL CASE over `n`. */
const pick = (n: string, choices: string[]) =>
  `CASE (${n}) % ${choices.length} ${choices.map((c, i) => `WHEN ${i} THEN '${c}'`).join(" ")} END`;

const userId = (d: Dialect, n: string) => `'scale-u' || ${d.text(n)}`;
// The skeleton sign-up gives a ScalePlayerN (tagSkeleton: the digits 1 and 0 fold into the
// letters they look like). Written here, the server's start-up check finds nothing to fix: on
// PostgreSQL it would otherwise rewrite 10,000 accounts one by one before serving.
const SCALE_SKELETON = (n: string) => `'scaleplayer' || replace(replace(${n}, '1', 'l'), '0', 'o')`;

export async function addScaleDataset(
  databaseUrl: string,
  log = (line: string) => console.error(line),
) {
  const d = databaseEngine(databaseUrl) === "postgresql" ? postgresql : sqlite;
  const db = createPrismaClient(databaseUrl);
  const run = async (label: string, sql: string) => {
    const started = Date.now();
    const rows = await db.$executeRawUnsafe(sql);
    log(`${label}: ${rows} rows in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  };
  try {
    if (databaseEngine(databaseUrl) === "sqlite") {
      // A bulk load: a large page cache keeps the indexes in memory while they grow.
      await db.$queryRawUnsafe("PRAGMA cache_size = -524288");
    }
    const [demo] = await db.$queryRawUnsafe<{ id: string }[]>(
      `SELECT "id" FROM "User" WHERE "username" = '${DEMO_PLAYER_TAG}'`,
    );
    if (!demo)
      throw new Error(`the demo player ${DEMO_PLAYER_TAG} is missing: seed the demo first`);
    const [{ max }] = await db.$queryRawUnsafe<{ max: number | null }[]>(
      `SELECT MAX("id") AS "max" FROM "ForumPost"`,
    );
    const firstPost = Number(max ?? 0) + 1;
    const postId = (n: string) => `(${firstPost} + ((${n}) % ${SCALE.posts}))`;

    await run(
      "users",
      `INSERT INTO "User" ("id", "username", "usernameKey", "usernameSkeleton", "email", "main", "createdAt", "updatedAt")
       SELECT ${userId(d, "n")}, 'ScalePlayer' || ${d.text("n")}, 'scaleplayer' || ${d.text("n")},
              ${SCALE_SKELETON(d.text("n"))},
              'scale-u' || ${d.text("n")} || '@example.com',
              ${pick("n", ["Fox", "Falco", "Marth", "Sheik", "Captain Falcon", "Jigglypuff"])},
              ${d.minutesAgo("n * 7")}, ${d.minutesAgo("n * 7")}
       FROM ${d.series(SCALE.users)}`,
    );
    await checkSkeletons(db);
    await run(
      "tournaments",
      `INSERT INTO "Tournament" ("name", "description", "type", "startDate", "endDate", "location",
              "region", "registeredPlayers", "maxPlayers", "status", "searchText", "createdAt", "updatedAt")
       SELECT t.name, t.description, t.type, t.day, t.day, t.location, t.region, t.players, 256,
              CASE WHEN t.n % 20 = 0 THEN 'Pending' ELSE 'Approved' END,
              lower(t.name || '\n' || t.description || '\n' || t.location),
              ${d.minutesAgo("t.n")}, ${d.minutesAgo("t.n")}
       FROM (SELECT n,
                    ${pick("n", ["Weekly Melee", "Monthly Showdown", "Regional Clash", "Invitational"])} || ' #' || ${d.text("n")} AS name,
                    'Singles and doubles, bracket ' || ${d.text("n")} || '. Bring your own setup.' AS description,
                    ${pick("n", ["LOCAL", "REGIONAL", "MAJOR", "ONLINE"])} AS type,
                    ${d.dayFromToday(`(n % 1460) - 730`)} AS day,
                    ${pick("n", ["Springfield", "Paris", "Tokyo", "São Paulo", "Melbourne", "Pokémon Center"])} AS location,
                    ${pick("n", ["North America", "Europe", "Asia", "South America", "Oceania"])} AS region,
                    (n * 37) % 500 AS players
             FROM ${d.series(SCALE.tournaments)}) AS t`,
    );
    await run(
      "forum posts",
      `INSERT INTO "ForumPost" ("title", "content", "authorId", "category", "createdAt", "updatedAt")
       SELECT 'Scale thread ' || ${d.text("n")} || ': ' || ${pick("n", ["wavedash timing", "ledge dash", "shine OoS", "stage picks", "controller mods"])},
              'Thread ' || ${d.text("n")} || ' of the scale dataset.\nSecond line of the post.',
              ${userId(d, `(n % ${SCALE.users}) + 1`)},
              ${pick("n", ["general", "tournaments", "tech", "community"])},
              ${d.minutesAgo(`${SCALE.posts} - n + 1`)}, ${d.minutesAgo(`${SCALE.posts} - n + 1`)}
       FROM ${d.series(SCALE.posts)}`,
    );
    await run(
      "forum comments",
      `INSERT INTO "ForumComment" ("postId", "authorId", "content", "createdAt", "updatedAt")
       SELECT ${postId("n * 7")}, ${userId(d, `((n * 13) % ${SCALE.users}) + 1`)},
              'Comment ' || ${d.text("n")} || ' of the scale dataset.',
              ${d.minutesAgo(`${SCALE.comments} - n + 1`)}, ${d.minutesAgo(`${SCALE.comments} - n + 1`)}
       FROM ${d.series(SCALE.comments)}`,
    );
    // Each post's likers differ (a unique pair per like): k-th like of post p by user 7p + 5003k.
    await run(
      "post likes",
      `INSERT INTO "PostLike" ("postId", "userId", "createdAt")
       SELECT ${postId("n - 1")},
              ${userId(d, `((((n - 1) % ${SCALE.posts}) * 7 + ${d.div("n - 1", String(SCALE.posts))} * 5003) % ${SCALE.users}) + 1`)},
              ${d.minutesAgo("n")}
       FROM ${d.series(SCALE.likes)}`,
    );
    await run(
      "post counts",
      `UPDATE "ForumPost" SET
         "commentsCount" = (SELECT COUNT(*) FROM "ForumComment" c WHERE c."postId" = "ForumPost"."id"),
         "likesCount" = (SELECT COUNT(*) FROM "PostLike" l WHERE l."postId" = "ForumPost"."id")
       WHERE "id" >= ${firstPost}`,
    );
    // Friends: the demo player and scale players 1..300; scale players 2k-1 and 2k.
    const pairKey = (a: string, b: string) =>
      `CASE WHEN ${a} < ${b} THEN ${a} || ':' || ${b} ELSE ${b} || ':' || ${a} END`;
    const demoId = `'${demo.id}'`;
    await run(
      "friends of the demo player",
      `INSERT INTO "Friendship" ("requesterId", "receiverId", "pairKey", "status", "createdAt", "updatedAt")
       SELECT ${demoId}, ${userId(d, "n")}, ${pairKey(demoId, userId(d, "n"))}, 'accepted',
              ${d.minutesAgo("n")}, ${d.minutesAgo("n")}
       FROM ${d.series(SCALE.friendsOfDemoPlayer)}`,
    );
    const pairs = SCALE.users / 2;
    await run(
      "friend pairs",
      `INSERT INTO "Friendship" ("requesterId", "receiverId", "pairKey", "status", "createdAt", "updatedAt")
       SELECT ${userId(d, "2 * n - 1")}, ${userId(d, "2 * n")}, ${pairKey(userId(d, "2 * n - 1"), userId(d, "2 * n"))},
              'accepted', ${d.minutesAgo("n")}, ${d.minutesAgo("n")}
       FROM ${d.series(pairs)}
       WHERE n > ${SCALE.friendsOfDemoPlayer / 2}`,
    );
    await run(
      "the demo player's conversation",
      `INSERT INTO "ChatMessage" ("senderId", "receiverId", "message", "isRead", "createdAt")
       SELECT CASE WHEN n % 2 = 0 THEN ${demoId} ELSE '${CONVERSATION_FRIEND_ID}' END,
              CASE WHEN n % 2 = 0 THEN '${CONVERSATION_FRIEND_ID}' ELSE ${demoId} END,
              'Message ' || ${d.text("n")}, ${databaseEngine(databaseUrl) === "postgresql" ? "true" : "1"},
              ${d.minutesAgo(`${SCALE.conversation} - n + 1`)}
       FROM ${d.series(SCALE.conversation)}`,
    );
    const others = SCALE.chatMessages - SCALE.conversation;
    // Pair by pair (consecutive rows share a pair), so the indexes grow at their ends.
    const perPair = Math.ceil(others / (pairs - SCALE.friendsOfDemoPlayer / 2));
    const pair = `(${SCALE.friendsOfDemoPlayer / 2} + ${d.div("n - 1", String(perPair))} + 1)`;
    await run(
      "other conversations",
      `INSERT INTO "ChatMessage" ("senderId", "receiverId", "message", "isRead", "createdAt")
       SELECT ${userId(d, `2 * ${pair} - (n % 2)`)}, ${userId(d, `2 * ${pair} - 1 + (n % 2)`)},
              'Message ' || ${d.text("n")}, ${databaseEngine(databaseUrl) === "postgresql" ? "true" : "1"},
              ${d.minutesAgo(`(${others} - n + 1) / 10`)}
       FROM ${d.series(others)}`,
    );
    await addSets(d, run, db);
    const started = Date.now();
    await db.$transaction((tx) => rebuildPlayerRecords(tx), { timeout: 600_000 });
    log(`player records: rebuilt in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    // Fresh statistics, so the query planner sees the tables as they now are. On PostgreSQL a
    // bulk load also leaves the visibility map unset until autovacuum comes by, and until then
    // every index-only count reads the table: a site's tables would have been vacuumed long ago.
    await run("analyze", d === postgresql ? "VACUUM ANALYZE" : "ANALYZE");
    // The load's dirty pages written out now: left to the background, PostgreSQL's checkpoint
    // (or SQLite's WAL, read beside the file until it is merged) competes with what is measured next.
    if (d === postgresql) await run("checkpoint", "CHECKPOINT");
    else await db.$queryRawUnsafe("PRAGMA wal_checkpoint(TRUNCATE)");
  } finally {
    await db.$disconnect();
  }
}

/**
 * Counted sets between scale players, ids given explicitly (its games name them): the first
 * heavyPlayers × setsPerHeavyPlayer belong to the heavy players, on either side in turn, against
 * opponents spread over the rest; the others pair two of the rest. Three games each.
 */
async function addSets(
  d: Dialect,
  run: (label: string, sql: string) => Promise<void>,
  db: ReturnType<typeof createPrismaClient>,
) {
  const [{ max }] = await db.$queryRawUnsafe<{ max: number | null }[]>(
    `SELECT MAX("id") AS "max" FROM "ScoreMatch"`,
  );
  const firstSet = Number(max ?? 0) + 1;
  const heavySets = SCALE.heavyPlayers * SCALE.setsPerHeavyPlayer;
  const rest = SCALE.users - SCALE.heavyPlayers;
  // Player indexes: a heavy player (1..heavyPlayers) against one of the rest, or two of the rest.
  const one = `CASE WHEN n <= ${heavySets} THEN (n % ${SCALE.heavyPlayers}) + 1 ELSE ((n * 13) % ${rest}) + ${SCALE.heavyPlayers + 1} END`;
  const two = `CASE WHEN n <= ${heavySets} THEN ((n * 7919) % ${rest}) + ${SCALE.heavyPlayers + 1}
                    ELSE ((((n * 13) % ${rest}) + 1 + (n % ${rest - 1})) % ${rest}) + ${SCALE.heavyPlayers + 1} END`;
  const chars = ["Fox", "Falco", "Marth", "Sheik", "Captain Falcon", "Jigglypuff"];
  const stages = [
    "Battlefield",
    "Final Destination",
    "Dream Land N64",
    "Yoshi's Story",
    "Fountain of Dreams",
    "Pokémon Stadium",
  ];
  await run(
    "sets",
    `INSERT INTO "ScoreMatch" ("id", "player1Name", "player2Name", "player1UserId", "player2UserId",
            "confirmation", "targetScore", "player1Score", "player2Score", "winnerId", "winnerName",
            "matchStatus", "userId", "createdAt", "completedAt")
     SELECT ${firstSet} + p.n - 1, 'ScalePlayer' || ${d.text("p.a")}, 'ScalePlayer' || ${d.text("p.b")},
            ${userId(d, "p.a")}, ${userId(d, "p.b")},
            CASE WHEN p.n % 4 = 0 THEN 'bracket' ELSE 'confirmed' END, 2,
            CASE WHEN p.w = 1 THEN 2 ELSE p.n % 2 END, CASE WHEN p.w = 2 THEN 2 ELSE p.n % 2 END,
            p.w, 'ScalePlayer' || ${d.text("CASE WHEN p.w = 1 THEN p.a ELSE p.b END")},
            'completed', ${userId(d, "p.a")}, ${d.minutesAgo("p.n * 2")}, ${d.minutesAgo("p.n * 2")}
     FROM (SELECT n,
                  -- The heavy player stands on either side in turn.
                  CASE WHEN n <= ${heavySets} AND n % 2 = 0 THEN ${two} ELSE ${one} END AS a,
                  CASE WHEN n <= ${heavySets} AND n % 2 = 0 THEN ${one} ELSE ${two} END AS b,
                  CASE WHEN n % 3 = 0 THEN 2 ELSE 1 END AS w
           FROM ${d.series(SCALE.sets)}) AS p`,
  );
  await run(
    "games",
    `INSERT INTO "SetGame" ("matchId", "number", "winnerId", "stage", "player1Character", "player2Character")
     SELECT ${firstSet} + ${d.div("n - 1", "3")}, ((n - 1) % 3) + 1,
            CASE WHEN n % 3 = 0 THEN 2 ELSE 1 END,
            ${pick(
              "n",
              stages.map((stage) => stage.replace(/'/g, "''")),
            )},
            ${pick(d.div("n", "7"), chars)}, ${pick(d.div("n", "11"), chars)}
     FROM ${d.series(SCALE.sets * 3)}`,
  );
  if (d === postgresql) {
    await db.$queryRawUnsafe(
      `SELECT setval(pg_get_serial_sequence('"ScoreMatch"', 'id'), (SELECT MAX("id") FROM "ScoreMatch"))`,
    );
  }
}

/** Fails the load when tagSkeleton's rules no longer give what SCALE_SKELETON wrote. */
async function checkSkeletons(db: ReturnType<typeof createPrismaClient>) {
  const rows = await db.$queryRawUnsafe<{ username: string; usernameSkeleton: string }[]>(
    `SELECT "username", "usernameSkeleton" FROM "User" WHERE "id" IN ('scale-u1', 'scale-u10', 'scale-u9616')`,
  );
  for (const { username, usernameSkeleton } of rows) {
    if (tagSkeleton(username) !== usernameSkeleton) {
      throw new Error(
        `${username}'s skeleton is ${tagSkeleton(username)}, not ${usernameSkeleton}`,
      );
    }
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error("DATABASE_URL names the database to fill");
  await addScaleDataset(url);
}
