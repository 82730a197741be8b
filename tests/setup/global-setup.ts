import { execSync } from "node:child_process";
import { mkdirSync, rmSync } from "node:fs";
import path from "node:path";

export const TEMPLATE_DB = path.resolve("tests/.tmp/template.db");

/** Migrates one template database; every test file then works on its own copy of it. */
export default function setup() {
  rmSync("tests/.tmp/vitest", { recursive: true, force: true });
  mkdirSync("tests/.tmp/vitest", { recursive: true });
  rmSync(TEMPLATE_DB, { force: true });
  execSync("npx prisma migrate deploy", {
    env: { ...process.env, DATABASE_URL: `file:${TEMPLATE_DB}` },
    stdio: "pipe",
  });
}
