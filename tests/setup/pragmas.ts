import { beforeAll } from "vitest";
import { applyPragmas } from "~/server/db.server";

// The server applies these at start-up; tests that call the models directly need them too
// (busy_timeout lets concurrent writers wait instead of failing).
beforeAll(() => applyPragmas());
