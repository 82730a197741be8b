import path from "node:path";
import { defineConfig, type TestProjectInlineConfiguration } from "vitest/config";

// One id per run, inherited by the workers: the PostgreSQL databases of a run are named after it.
process.env.TEST_RUN_ID ??= `meleehub_test_${process.pid}_${Date.now().toString(36)}`;

/** One test tier: every tier gets a per-file database and fails on console.error. */
function tier(
  name: string,
  test: Omit<NonNullable<TestProjectInlineConfiguration["test"]>, "name">,
): TestProjectInlineConfiguration {
  return {
    resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
    test: {
      name,
      environment: "node",
      setupFiles: ["tests/setup/per-file.ts"],
      pool: "forks",
      testTimeout: 20_000,
      hookTimeout: 60_000,
      ...test,
    },
  };
}

export default defineConfig({
  test: {
    // Runs once for the whole run, whichever tiers are selected: migrates the template database
    // of the engine TEST_ENGINE names (SQLite unless it says postgresql).
    globalSetup: ["tests/setup/global-setup.ts"],
    projects: [
      tier("unit", { include: ["tests/unit/**/*.test.ts"] }),
      // Domain rules called straight on app/models: no build needed.
      tier("domain", {
        include: ["tests/domain/**/*.test.ts"],
        setupFiles: ["tests/setup/per-file.ts", "tests/setup/pragmas.ts"],
      }),
      // The built app over real HTTP: only this tier needs `npm run build`.
      tier("integration", {
        include: ["tests/integration/**/*.test.ts"],
        globalSetup: ["tests/setup/require-build.ts"],
      }),
    ],
  },
});
