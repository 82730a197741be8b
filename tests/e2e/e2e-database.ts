import { fileURLToPath } from "node:url";

/** The e2e database the web server was started on (see playwright.config.ts). */
export const E2E_DB_PATH = fileURLToPath(new URL("../.tmp/e2e.db", import.meta.url));

// Imported before the app's data layer, so its Prisma client opens the server's database.
process.env.DATABASE_URL = `file:${E2E_DB_PATH}`;
