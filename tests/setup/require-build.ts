import { existsSync } from "node:fs";

/** The integration tier serves build/index.js; say so plainly instead of failing every file. */
export default function requireBuild() {
  if (!existsSync("build/index.js")) {
    throw new Error(
      "Integration tests serve the built app: run `npm run build` first (npm test does).",
    );
  }
}
