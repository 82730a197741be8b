import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const eslint = new ESLint();

/** The rules a module at `file` (under app/) with `code` breaks, as lint reports them. */
async function brokenRules(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.resolve("app", file) });
  return result.messages.map((message) => message.ruleId);
}

describe("the import fences", () => {
  it.each([
    [
      "a model loading the socket server",
      "models/x.ts",
      'import "~/realtime/server/socket.server";',
    ],
    [
      "a model reaching the edge by a relative path",
      "models/x.ts",
      'import "../http/session.server";',
    ],
    [
      "a model loading the edge with import()",
      "models/x.ts",
      'void import("~/http/session.server");',
    ],
    [
      "a model using the browser client",
      "models/x.ts",
      'import "~/ui/realtime/realtime-connection";',
    ],
    ["a schema importing a database module", "schemas/x.ts", 'import "~/models/set.server";'],
    ["a helper importing a schema", "utils/x.ts", 'import "~/schemas/tournament";'],
    [
      "the socket server importing browser code",
      "realtime/server/x.ts",
      'import "../../ui/realtime/use-watch-set";',
    ],
    [
      "the realtime client importing a component",
      "ui/realtime/x.ts",
      'import "~/ui/shell/toast-context";',
    ],
    ["a component importing a route", "ui/x.ts", 'import "../routes/sets.$id";'],
    ["the database client importing the edge", "server/x.ts", 'import "~/http/session.server";'],
    ["the process's resources importing a model", "server/x.ts", 'import "~/models/set.server";'],
    ["a schema importing the database client", "schemas/x.ts", 'import "~/server/db.server";'],
    ["rule data importing the settings", "data/x.ts", 'import "../server/env.server";'],
    ["the edge importing a route", "http/express/x.ts", 'import "../../routes/sets.$id";'],
    [
      "the realtime client importing ui's own component",
      "ui/realtime/x.ts",
      'import "~/ui/not-found";',
    ],
    [
      "the realtime client importing a common component",
      "ui/realtime/x.ts",
      'import "~/ui/common/dialog";',
    ],
  ])("refuse %s", async (_name, file, code) => {
    expect(await brokenRules(file, code)).toContain("import-x/no-restricted-paths");
  });

  it.each([
    ["a value import", 'import { getSet } from "../models/set.server";\nvoid getSet;'],
    ["an import()", 'void import("~/models/set.server");'],
    [
      "a relative path to the edge",
      'import { BODY_LIMIT } from "../http/body-limits";\nvoid BODY_LIMIT;',
    ],
    ["a relative path to the process's resources", 'import "../server/database-url";'],
  ])("keep server modules out of browser code: %s", async (_name, code) => {
    expect(await brokenRules("ui/x.ts", code)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^no-restricted-(imports|syntax)$/)]),
    );
  });

  it("let browser code name a server module's types and the domain publish events", async () => {
    expect(
      await brokenRules(
        "ui/x.ts",
        'import type { SetView } from "~/models/set.server";\nexport type S = SetView;',
      ),
    ).toEqual([]);
    expect(
      await brokenRules(
        "models/x.ts",
        'import { publish } from "~/realtime/server/events.server";\nvoid publish;',
      ),
    ).toEqual([]);
  });
});
