import { execSync } from "node:child_process";
import { defineConfig, devices } from "@playwright/test";

// One free port, picked once in the main process; workers inherit it through the environment.
if (!process.env.E2E_PORT) {
  process.env.E2E_PORT = execSync(
    `node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})"`,
  )
    .toString()
    .trim();
}
const port = process.env.E2E_PORT;
const baseURL = `http://127.0.0.1:${port}`;

// Debian's chromium: nothing is downloaded (never run `playwright install` here).
const launchOptions = {
  executablePath: process.env.PLAYWRIGHT_CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-dev-shm-usage",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
  ],
};

/**
 * End-to-end tests against the BUILT app (`npm run build` first; `npm test` does it) with a fresh
 * SQLite database per run. Every spec runs twice: with JavaScript ("js") and without ("no-js").
 */
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // No retries, in CI either: a test that passes only on a second try hides a bug.
  retries: 0,
  workers: 2,
  reporter: "list",
  // A scenario's whole budget: several browsers signing in and hydrating pages on a busy
  // two-core machine (two workers, the server, Chromium) take 40 to 60 s for the longest flows.
  // Each state still fails after the expect timeout.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL,
    headless: true,
    trace: "retain-on-failure",
  },
  projects: [
    {
      name: "js",
      use: { ...devices["Desktop Chrome"], launchOptions },
    },
    {
      name: "no-js",
      use: { ...devices["Desktop Chrome"], launchOptions, javaScriptEnabled: false },
    },
  ],
  webServer: {
    command:
      "rm -f tests/.tmp/e2e.db* && mkdir -p tests/.tmp && npx prisma migrate deploy && node build/server.js",
    url: `${baseURL}/`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(port),
      DATABASE_URL: "file:./tests/.tmp/e2e.db",
      NODE_ENV: "production",
      RELAX_RATE_LIMITS: "1",
      SEED_DEMO: "true",
      SESSION_SECRET: "e2e-secret",
      OWNER_USERNAME: "Owner",
      OWNER_PASSWORD: "owner-password",
      OWNER_EMAIL: "owner@example.com",
    },
  },
});
