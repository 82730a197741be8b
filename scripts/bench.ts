// `npm run bench`: the measurements issues 14 and 28 ask for, in one run against one production
// server.
// Builds if needed, gives the server a fresh SQLite database with the demo content (unless the
// caller's DATABASE_URL names one, e.g. PostgreSQL; REDIS_URL is passed on as well), then loads
// each page with autocannon next to the static /favicon.ico, and sizes the HTML and the first-load
// JavaScript. Ratios to the static file are what to compare: absolute req/s depend on the machine.
// Before the pages, brackets are run through the API (scripts/bench-brackets.ts): a 512-entrant
// start, a 128-entrant bracket reported to its end, and a 256-entrant one whose page is loaded.
//
// Then the scale comparison: every page rendered (the guest page cache bypassed) on the demo
// database, then again after scripts/scale-dataset.ts has added its million-odd rows, p50 beside
// p50; the search run (scripts/bench-search.ts), a 5,000-set player's page and head-to-head
// (scripts/bench-players.ts) and the 1,000-socket chat run
// (scripts/bench-sockets.ts) on the scale database.
//
// DATABASE_URL (optional) must name a throwaway database: the bench adds the scale dataset to it.
// Settings: BENCH_SECONDS (per page, default 5), BENCH_CONNECTIONS (default 20),
// BENCH_COMPARE_SECONDS (per page in the scale comparison, default 3), BENCH_SOCKETS (1000), BENCH_TABS (sockets per player, 10),
// BENCH_CHAT_RATE (chat messages a second, 200).
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, rmSync } from "node:fs";
import net from "node:net";
import autocannon from "autocannon";
import { bracketReport, bracketRuns } from "./bench-brackets";
import { PLAYER_P50_MS, playerLatencies, type PlayerLatency } from "./bench-players";
import { searchLatencies, type SearchLatency } from "./bench-search";
import { socketChatRun } from "./bench-sockets";
import { round } from "./bench-stats";
import {
  FIRST_LOAD_JS_KB,
  firstLink,
  firstLoadMeasurer,
  firstLoadPages,
  gzipKb,
  SITE_LINKS,
  type FirstLoadPaths,
} from "./first-load-js";
import { addScaleDataset, CONVERSATION_FRIEND_ID, HEAVY_PLAYER_TAG } from "./scale-dataset";

const SECONDS = positiveInt(process.env.BENCH_SECONDS, 5);
const COMPARE_SECONDS = positiveInt(process.env.BENCH_COMPARE_SECONDS, 3);
const SOCKETS = positiveInt(process.env.BENCH_SOCKETS, 1000);
const TABS = positiveInt(process.env.BENCH_TABS, 10);
const CHAT_RATE = positiveInt(process.env.BENCH_CHAT_RATE, 200);
const CONNECTIONS = positiveInt(process.env.BENCH_CONNECTIONS, 20);
const BENCH_DIR = "tests/.tmp/bench";
// A demo player (README, "Demo sign-in"): most signed-in visitors are players, not admins.
const PLAYER = { username: "WavedashWiz", password: "melee-demo" };
// The demo owner, for /admin (README, "Demo sign-in"), unless the environment names another.
const OWNER = {
  username: process.env.OWNER_USERNAME || "Owner",
  password: process.env.OWNER_PASSWORD || "owner-password",
};

// Issues 14 and 28's targets.
const GUEST_RATIO = 50;
const SIGNED_IN_RATIO = 15;
const HTML_KB = 30;
const SCALE_P50_RATIO = 1.5;
const CHAT_P99_MS = 100;
const CONNECT_SECONDS = 5;
const SEARCH_P50_MS = 50;
// Any cookie but the theme makes a request skip the guest page cache: the comparison measures
// what a page costs to render, not what the cache costs to serve.
const UNCACHED_GUEST_COOKIE = "bench=uncached";

type Kind = "static" | "guest" | "signed-in" | "admin";
/** A page to load; `scalePath` is its counterpart on the scale database when that differs. */
type Target = { label: string; path: string; kind: Kind; scalePath?: string };
type Row = Target & { rps: number; p50: number; p99: number; htmlKb?: number; failures: number };

function positiveInt(value: string | undefined, fallback: number) {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

/** Progress goes to stderr, so stdout holds only the table. */
const log = (line: string) => console.error(`[bench] ${line}`);

/** Runs an npm script in the foreground with these settings; throws when it fails. */
function npmRun(script: string, env: NodeJS.ProcessEnv) {
  execFileSync("npm", ["run", "--silent", script], { env, stdio: ["ignore", 2, 2] });
}

/**
 * The database the server will use: the caller's (DATABASE_URL set) as it is, else a new SQLite
 * file, so the demo content is the same on every run and nothing the developer has is touched.
 */
function databaseUrl() {
  if (process.env.DATABASE_URL) return process.env.DATABASE_URL;
  rmSync(BENCH_DIR, { recursive: true, force: true });
  mkdirSync(BENCH_DIR, { recursive: true });
  return `file:./${BENCH_DIR}/bench.db`;
}

function freePort() {
  return new Promise<number>((resolve, reject) => {
    const probe = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.on("error", reject);
  });
}

/**
 * Starts `node build/server.js` as `npm start` does and resolves once it says it is serving.
 * SEED_DEMO fills empty tables with the demo content; RELAX_RATE_LIMITS keeps the per-client
 * request budgets from turning the load into 429s.
 */
async function startServer(settings: Record<string, string>) {
  const port = await freePort();
  const child = spawn(process.execPath, ["build/server.js"], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      SEED_DEMO: "true",
      RELAX_RATE_LIMITS: "1",
      ...settings,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  await new Promise<void>((resolve, reject) => {
    // A server that neither serves nor exits (a hung migration lock…) must not hang the bench.
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`server did not start within 60 s:\n${output}`));
    }, 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (/is serving/.test(output)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on("data", onData);
    child.stderr!.on("data", onData);
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${code}):\n${output}`));
    });
  });
  return { child, baseUrl: `http://127.0.0.1:${port}` };
}

/** SIGTERM, as an operator stops it, and wait for the exit (SIGKILL if it hangs). */
function stopServer(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise<void>((resolve) => {
    const force = setTimeout(() => child.kill("SIGKILL"), 10_000);
    child.once("exit", () => {
      clearTimeout(force);
      resolve();
    });
    child.kill("SIGTERM");
  });
}

/** GETs a page and returns its HTML, failing loudly on anything but 200 (a bench of errors is no bench). */
async function fetchText(url: string, cookie?: string) {
  const res = await fetch(url, { headers: cookie ? { Cookie: cookie } : {}, redirect: "manual" });
  if (res.status !== 200) throw new Error(`GET ${url}: ${res.status}`);
  return res.text();
}

/** Signs in through the API and returns the session cookie to send with each request. */
async function signIn(baseUrl: string, account = PLAYER) {
  const res = await fetch(`${baseUrl}/api/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(account),
  });
  if (res.status !== 200) throw new Error(`sign-in as ${account.username}: ${res.status}`);
  const cookie = res.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
  if (!cookie) throw new Error("sign-in returned no session cookie");
  return cookie;
}

const STATIC: Target = { label: "/favicon.ico (static)", path: "/favicon.ico", kind: "static" };
const guest = (path: string): Target => ({ label: `${path} (guest)`, path, kind: "guest" });
const signedIn = (path: string): Target => ({
  label: `${path} (signed in)`,
  path,
  kind: "signed-in",
});

/** Issue 28's pages, with ids taken from the site's own links (the bracket's page comes later). */
async function pickTargets(baseUrl: string): Promise<Target[]> {
  const home = await fetchText(`${baseUrl}/`);
  const tournaments = await fetchText(`${baseUrl}/tournaments`);
  const tournament = firstLink(tournaments, SITE_LINKS.tournament, "tournament");
  const post = firstLink(home, SITE_LINKS.post, "forum post");
  const category = firstLink(home, SITE_LINKS.category, "forum category");
  return [
    STATIC,
    guest("/"),
    guest("/tournaments"),
    guest("/tournaments?q=weekly"),
    guest(tournament),
    guest("/rankings"),
    guest(post),
    guest(category),
    guest("/updates"),
    guest("/search?q=melee"),
    signedIn("/"),
    signedIn("/tournaments"),
    signedIn(post),
    signedIn("/friends"),
    signedIn("/messages"),
    signedIn("/score-tracker"),
  ];
}

/**
 * A player's page: the demo player's on the demo database, the 5,000-set scale player's on the
 * scale database (the flat-cost table puts the two side by side).
 */
const PLAYER_PAGE: Target = {
  label: "/players/{tag} (guest)",
  path: `/players/${PLAYER.username}`,
  kind: "guest",
  scalePath: `/players/${HEAVY_PLAYER_TAG}`,
};

/** The tournament of the demo's first event (an approved one, where events may be added). */
async function demoEventTournament(baseUrl: string) {
  const sitemap = await fetchText(`${baseUrl}/sitemap/events-1.xml`);
  const path = firstLink(sitemap, SITE_LINKS.event, "event");
  const event = JSON.parse(await fetchText(`${baseUrl}/api${path}`)) as { tournamentId: number };
  return event.tournamentId;
}

/**
 * Load for SECONDS with CONNECTIONS; req/s counts 2xx only, other answers are reported. A window
 * in which nothing answered (a machine busy with other work) says nothing, so it is run again,
 * twice as long, up to twice.
 */
async function load(baseUrl: string, target: Target, cookie: string, seconds = SECONDS) {
  let result: autocannon.Result;
  for (let attempt = 0; ; attempt++) {
    result = await autocannon({
      url: baseUrl + target.path,
      connections: CONNECTIONS,
      duration: seconds * 2 ** attempt,
      headers: cookie ? { cookie } : {},
    });
    if (result["2xx"] > 0 || result.non2xx + result.errors + result.timeouts > 0) break;
    if (attempt === 2) break;
    log(`nothing answered from ${target.label} in ${seconds * 2 ** attempt} s: again, longer`);
  }
  // No answer at all is the worst latency there is, not 0 ms: the ratios then say MISSED.
  const answered = result["2xx"] > 0;
  return {
    rps: result["2xx"] / result.duration,
    p50: answered ? result.latency.p50 : Number.POSITIVE_INFINITY,
    p99: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

/** Each page in turn against the same server, after a warm-up, with its HTML size. */
async function measurePages(baseUrl: string, cookie: string, targets: Target[]) {
  // A fresh process runs cold (JIT, caches): the first page measured would pay for it alone.
  log("warming up on /");
  await load(baseUrl, { label: "/", path: "/", kind: "guest" }, cookie, Math.min(2, SECONDS));
  const rows: Row[] = [];
  for (const target of targets) {
    // One request first: it checks the page answers 200 and gives its HTML as a browser gets it.
    const sent = target.kind === "signed-in" ? cookie : "";
    const body = await fetchText(baseUrl + target.path, sent);
    log(`loading ${target.label} for ${SECONDS} s`);
    const figures = await load(baseUrl, target, sent);
    const htmlKb = target.kind === "static" ? undefined : gzipKb(body);
    rows.push({ ...target, ...figures, htmlKb });
  }
  return rows;
}

type Cookies = { player: string; owner: string };

/**
 * The pages of the scale comparison: every page measured above, a player's page, an open
 * conversation (on the scale database the 100,000-message one) and /admin.
 */
function comparedTargets(targets: Target[], conversationWith: string): Target[] {
  const pages = targets.filter((t) => t.kind !== "static");
  return [
    ...pages,
    PLAYER_PAGE,
    {
      label: "/messages?with=… (signed in)",
      path: `/messages?with=${conversationWith}`,
      kind: "signed-in",
      scalePath: `/messages?with=${CONVERSATION_FRIEND_ID}`,
    },
    { label: "/admin (owner)", path: "/admin", kind: "admin" },
  ];
}

// The extra cookie takes every request past the page cache: a player's kept pages too.
const cookieFor = (target: Target, cookies: Cookies) =>
  target.kind === "admin"
    ? `${cookies.owner}; ${UNCACHED_GUEST_COOKIE}`
    : target.kind === "signed-in"
      ? `${cookies.player}; ${UNCACHED_GUEST_COOKIE}`
      : UNCACHED_GUEST_COOKIE;

/** p50 of each page rendered afresh (past the page cache), for the scale comparison. */
async function renderP50s(baseUrl: string, targets: Target[], cookies: Cookies) {
  const p50s = new Map<string, number>();
  for (const target of targets) {
    const cookie = cookieFor(target, cookies);
    await fetchText(baseUrl + target.path, cookie);
    log(`rendering ${target.label} for ${COMPARE_SECONDS} s`);
    const figures = await load(baseUrl, target, cookie, COMPARE_SECONDS);
    if (figures.failures) throw new Error(`${target.label}: ${figures.failures} failed requests`);
    p50s.set(target.label, figures.p50);
  }
  return p50s;
}

/** The demo player's first friend: the conversation /messages opens on the demo database. */
async function firstFriend(baseUrl: string, cookie: string) {
  const res = await fetch(`${baseUrl}/api/friends`, { headers: { cookie } });
  const friends = (await res.json()) as { id: string }[];
  if (!friends[0]) throw new Error(`${PLAYER.username} has no friends in the demo content`);
  return friends[0].id;
}

const p50Text = (ms: number) => (Number.isFinite(ms) ? String(ms) : "no answer");

function printScaleReport(demo: Map<string, number>, scale: Map<string, number>) {
  const lines = [
    "| page (rendered, no guest cache) | demo p50 ms | scale p50 ms | scale ÷ demo | target |",
    "| --- | ---: | ---: | ---: | --- |",
  ];
  for (const [label, before] of demo) {
    const after = scale.get(label)!;
    // Without a demo-size figure there is nothing to compare with: NaN, which is never met.
    const ratio = Number.isFinite(before) ? after / Math.max(before, 1) : Number.NaN;
    lines.push(
      `| ${label} | ${p50Text(before)} | ${p50Text(after)} | ${ratio.toFixed(2)}× | ≤ ${SCALE_P50_RATIO}×: ${met(ratio <= SCALE_P50_RATIO)} |`,
    );
  }
  console.log(`\n${lines.join("\n")}`);
}

function printSearchReport(rows: SearchLatency[]) {
  const lines = [
    "| GET /api/search?q= (scale database) | hits shown | p50 ms | slowest ms | target |",
    "| --- | ---: | ---: | ---: | --- |",
    ...rows.map(
      (r) =>
        `| ${r.q} | ${r.hits} | ${r.p50} | ${r.max} | < ${SEARCH_P50_MS} ms: ${met(r.p50 < SEARCH_P50_MS)} |`,
    ),
  ];
  console.log(`\n${lines.join("\n")}`);
}

function printPlayerReport(rows: PlayerLatency[]) {
  const lines = [
    "| player pages (scale database) | round trip p50 ms | slowest ms | static file p50 ms | server p50 ms | target |",
    "| --- | ---: | ---: | ---: | ---: | --- |",
    ...rows.map(
      (r) =>
        `| ${r.label} | ${r.p50} | ${r.max} | ${r.static} | ${r.server} | ` +
        `server < ${PLAYER_P50_MS} ms: ${met(r.server < PLAYER_P50_MS)} |`,
    ),
  ];
  console.log(`\n${lines.join("\n")}`);
}

const met = (ok: boolean) => (ok ? "met" : "MISSED");

/** Each page beside the static file measured by the same server, as a Markdown table. */
function printPageTable(rows: Row[]) {
  const staticRps = rows.find((row) => row.kind === "static")!.rps;
  const lines = [
    "| page | req/s | p50 ms | p99 ms | % of static | target | HTML KB gz | ≤ 30 KB |",
    "| --- | ---: | ---: | ---: | ---: | --- | ---: | --- |",
  ];
  for (const row of rows) {
    const ratio = (row.rps / staticRps) * 100;
    const goal =
      row.kind === "guest" ? GUEST_RATIO : row.kind === "signed-in" ? SIGNED_IN_RATIO : 0;
    // A static file that answered nothing in the window (a busy machine) measures nothing.
    const target = !goal
      ? "yardstick"
      : staticRps > 0
        ? `≥ ${goal}%: ${met(ratio >= goal)}`
        : "no yardstick";
    const html = row.htmlKb === undefined ? "" : row.htmlKb.toFixed(1);
    const htmlTarget = row.htmlKb === undefined ? "" : met(row.htmlKb <= HTML_KB);
    const failures = row.failures ? ` (${row.failures} non-2xx/errors)` : "";
    lines.push(
      `| ${row.label}${failures} | ${row.rps.toFixed(0)} | ${p50Text(row.p50)} | ${row.p99} | ` +
        `${ratio.toFixed(1)}% | ${target} | ${html} | ${htmlTarget} |`,
    );
  }
  console.log(lines.join("\n"));
}

/** The pages' table (it goes into the README as printed), then each page's first-load JavaScript. */
function printReport(rows: Row[], js: { label: string; kb: number; files: number }[]) {
  const engine = /^postgres/.test(process.env.DATABASE_URL ?? "") ? "PostgreSQL" : "SQLite";
  printPageTable(rows);
  const lines = [
    "| page | first-load JS KB gz | files | target |",
    "| --- | ---: | ---: | --- |",
    ...js.map(
      (page) =>
        `| ${page.label} | ${page.kb.toFixed(1)} | ${page.files} | ` +
        `≤ ${FIRST_LOAD_JS_KB} KB: ${met(page.kb <= FIRST_LOAD_JS_KB)} |`,
    ),
  ];
  console.log(`\n${lines.join("\n")}`);
  console.log(
    `\n${SECONDS} s per page, ${CONNECTIONS} connections, autocannon on the same machine; ` +
      `${engine}${process.env.REDIS_URL ? " + Redis" : ""}, node ${process.version}, ` +
      new Date().toISOString(),
  );
}

/**
 * Each page's first-load JavaScript (scripts/first-load-js.ts, the measure the integration test
 * holds the pages to): issue 28's pages, signed-in ones with the player's cookie.
 */
async function firstLoadJsRows(baseUrl: string, cookie: string, paths: FirstLoadPaths) {
  const measure = firstLoadMeasurer(baseUrl);
  const rows = [];
  for (const page of firstLoadPages(paths)) {
    const { kb, files } = await measure(page.path, page.signedIn ? cookie : "");
    rows.push({ label: page.label, kb, files: files.length });
  }
  return rows;
}

/** A server for the whole of `run`, stopped afterwards, and on Ctrl-C or a kill as well. */
async function withServer<T>(
  settings: Record<string, string>,
  run: (baseUrl: string, serverPid?: number) => Promise<T>,
) {
  const server = await startServer(settings);
  const onSignal = () => void stopServer(server.child).finally(() => process.exit(130));
  process.once("SIGINT", onSignal);
  process.once("SIGTERM", onSignal);
  try {
    return await run(server.baseUrl, server.child.pid);
  } finally {
    await stopServer(server.child);
    process.off("SIGINT", onSignal);
    process.off("SIGTERM", onSignal);
  }
}

async function signInBoth(baseUrl: string): Promise<Cookies> {
  return { player: await signIn(baseUrl), owner: await signIn(baseUrl, OWNER) };
}

async function main() {
  log("building if needed");
  npmRun("build:if-needed", process.env);

  const settings: Record<string, string> = {
    DATABASE_URL: databaseUrl(),
    // Known to the bench, which signs the chat run's session cookies with it.
    SESSION_SECRET: randomBytes(32).toString("hex"),
  };
  if (process.env.REDIS_URL) {
    settings.REDIS_URL = process.env.REDIS_URL;
    // Its own keys, so a site sharing that Redis keeps its budgets and presence apart.
    settings.REDIS_PREFIX = process.env.REDIS_PREFIX || "meleehub-bench:";
  }
  // The caller's URL may hold a password: it is not printed.
  log(`migrating ${process.env.DATABASE_URL ? "DATABASE_URL" : settings.DATABASE_URL}`);
  npmRun("db:migrate", { ...process.env, ...settings });

  log("starting the production server (seeds the demo content into empty tables)");
  const { compared, demoP50s } = await withServer(settings, async (baseUrl) => {
    const cookies = await signInBoth(baseUrl);
    log("running brackets through the API");
    const brackets = await bracketRuns(baseUrl, cookies.owner, await demoEventTournament(baseUrl));
    const targets = await pickTargets(baseUrl);
    const bracketPage: Target = {
      label: `${brackets.pagePath} (guest, 256 entrants)`,
      path: brackets.pagePath,
      kind: "guest",
    };
    printReport(
      await measurePages(baseUrl, cookies.player, [...targets, bracketPage]),
      await firstLoadJsRows(baseUrl, cookies.player, {
        tournament: targets.find((t) => /^\/tournaments\/[^?]/.test(t.path))!.path,
        post: targets.find((t) => t.path.startsWith("/forum/post/"))!.path,
        event: brackets.pagePath,
        player: PLAYER_PAGE.path,
      }),
    );
    console.log(`\n${bracketReport(brackets, met)}`);
    const pages = comparedTargets(
      [...targets, bracketPage],
      await firstFriend(baseUrl, cookies.player),
    );
    return { compared: pages, demoP50s: await renderP50s(baseUrl, pages, cookies) };
  });

  log("adding the scale dataset");
  await addScaleDataset(settings.DATABASE_URL, (line) => log(`  ${line}`));
  log("restarting the server on the scale database");
  await withServer(settings, async (baseUrl, serverPid) => {
    const cookies = await signInBoth(baseUrl);
    // The 5,000-set player's page beside the static file, as the guest pages above.
    console.log("\nOn the scale database:\n");
    printPageTable(
      await measurePages(baseUrl, cookies.player, [
        STATIC,
        {
          ...PLAYER_PAGE,
          label: `/players/${HEAVY_PLAYER_TAG} (guest, 5,000 sets)`,
          path: PLAYER_PAGE.scalePath!,
        },
      ]),
    );
    // The same pages; the conversation and the player are the scale dataset's big ones.
    const atScale = compared.map((t) => ({ ...t, path: t.scalePath ?? t.path }));
    printScaleReport(demoP50s, await renderP50s(baseUrl, atScale, cookies));

    log("searching the scale database");
    printSearchReport(await searchLatencies(baseUrl));

    log("timing a 5,000-set player's page and head-to-head");
    printPlayerReport(await playerLatencies(baseUrl));

    log(`opening ${SOCKETS} signed-in sockets for the chat run`);
    const chat = await socketChatRun({
      baseUrl,
      databaseUrl: settings.DATABASE_URL,
      sessionSecret: settings.SESSION_SECRET,
      sockets: SOCKETS,
      tabs: TABS,
      serverPid,
      // Sent as the chat page sends them (over its socket, POST /api/chat/message only when the
      // socket is not connected or does not answer), 200 a second across the site.
      via: "socket",
      rate: CHAT_RATE,
    });
    const memory = chat.kbPerIdleSocket === null ? "not measured" : `${chat.kbPerIdleSocket} KB`;
    console.log(
      `\nChat run on the scale database: ${chat.sockets} signed-in sockets (${chat.players} ` +
        `players × ${TABS} tabs) connected in ${(chat.connectMs / 1000).toFixed(1)} s ` +
        `(target ≤ ${CONNECT_SECONDS} s: ${met(chat.connectMs <= CONNECT_SECONDS * 1000)}); ` +
        `server memory per idle socket ${memory}; ${chat.messages} messages at ${CHAT_RATE}/s ` +
        `to every tab of a friend, send→deliver p50 ${chat.p50} ms, p99 ${chat.p99} ms ` +
        `(target ≤ ${CHAT_P99_MS} ms: ${met(chat.p99 <= CHAT_P99_MS && chat.lost === 0)}), ` +
        `${chat.lost} of ${chat.deliveries} deliveries lost` +
        (chat.connectCpuMs === null || chat.chatCpuMs === null
          ? ""
          : `; server CPU ${chat.connectCpuMs} ms for the connects, ` +
            `${round(chat.chatCpuMs / chat.messages)} ms a message`),
    );
  });
}

await main();
