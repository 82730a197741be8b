// `npm start` builds only when there is no build yet or a source file is newer than it.
import { execSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const OUTPUT = "build/server.js";
const SOURCES = [
  "app",
  "server.ts",
  "prisma/demo-content.ts",
  "remix.config.js",
  "tailwind.config.ts",
  "package.json",
];

function newestMtime(entry) {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(entry).map((name) => newestMtime(path.join(entry, name))));
}

const built = existsSync(OUTPUT) && existsSync("build/index.js") ? statSync(OUTPUT).mtimeMs : 0;
if (built === 0 || Math.max(...SOURCES.map(newestMtime)) > built) {
  console.log("Building the site…");
  execSync("npm run build", { stdio: "inherit" });
} else {
  console.log("Build is up to date.");
}
