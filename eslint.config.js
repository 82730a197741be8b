import { fileURLToPath } from "node:url";
import js from "@eslint/js";
import importX, { createNodeResolver } from "eslint-plugin-import-x";
import jsxA11y from "eslint-plugin-jsx-a11y";
import react from "eslint-plugin-react";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

// The Remix template's rule set (React, hooks, a11y, TypeScript) in ESLint's flat config.
export default tseslint.config(
  {
    ignores: [
      "build/**",
      "public/build/**",
      ".cache/**",
      "node_modules/**",
      "test-results/**",
      "playwright-report/**",
      "tests/.tmp/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,js,mjs}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "import-x": importX },
    settings: { "import-x/internal-regex": "^~/" },
    rules: {
      // One import order everywhere: Node, packages, the app (~/), then relative; sorted.
      "import-x/order": [
        "error",
        {
          groups: ["builtin", "external", "internal", ["parent", "sibling", "index"]],
          "newlines-between": "never",
          alphabetize: { order: "asc", caseInsensitive: true },
        },
      ],
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_" },
      ],
    },
  },
  // The layers: routes and the request edge (app/http) sit on the domain (app/models with its
  // schemas, rule data and helpers), which sits on the process's resources (app/server: settings,
  // database, Redis, the replay readers). Realtime has a server side the domain publishes
  // through (events.server); the browser's code (app/ui, its socket client in app/ui/realtime)
  // renders pages and listens. These fences make a wrong-way import an error. They match
  // resolved files, so a relative path or an import() is caught as well as a `~/` one.
  {
    files: ["app/**/*.{ts,tsx}"],
    settings: {
      "import-x/extensions": [".ts", ".tsx", ".js", ".mjs"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      "import-x/resolver-next": [
        createNodeResolver({
          extensions: [".ts", ".tsx", ".js", ".mjs", ".json"],
          tsconfig: { configFile: fileURLToPath(new URL("tsconfig.json", import.meta.url)) },
        }),
      ],
    },
    rules: {
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      "import-x/no-restricted-paths": [
        "error",
        {
          zones: [
            {
              target: ["./app/models", "./app/schemas", "./app/utils", "./app/data"],
              from: ["./app/routes", "./app/ui", "./app/http"],
              message: "The domain and its helpers take plain values; they never import the edge.",
            },
            {
              target: ["./app/models", "./app/schemas", "./app/utils", "./app/data"],
              from: "./app/realtime/server",
              except: ["./events.server.ts"],
              message:
                "The domain publishes events (~/realtime/server/events.server), never sockets.",
            },
            {
              target: "./app/server",
              from: ["./app/http", "./app/routes", "./app/ui", "./app/realtime"],
              message:
                "The process's resources sit under the domain: they never import the edge or the pages.",
            },
            {
              target: "./app/server",
              from: "./app/models/**/*.server.ts",
              message:
                "The process's resources sit under the domain: at most its plain rules, never its database modules.",
            },
            {
              target: ["./app/schemas", "./app/data"],
              from: ["./app/**/*.server.ts", "./app/server/**"],
              message: "Schemas and rule data use the domain's plain rules, never a server module.",
            },
            {
              target: "./app/http",
              from: "./app/routes",
              message: "Routes sit on the edge: the edge never imports a route.",
            },
            {
              // no-cycle skips type-only imports, so this keeps the helpers-to-schemas way shut.
              target: "./app/utils",
              from: "./app/schemas",
              except: ["./idempotency.ts"],
              message:
                "Schemas sit on the helpers: move what both need into app/utils or app/data.",
            },
            {
              target: ["./app/realtime/events.ts", "./app/realtime/server/events.server.ts"],
              from: ["./app/routes", "./app/ui", "./app/http"],
              message:
                "The event catalog and bus are imported by the domain: they never import the edge.",
            },
            {
              target: "./app/realtime/server",
              from: ["./app/ui", "./app/routes"],
              message: "The socket server never imports browser code.",
            },
            {
              target: ["./app/ui/realtime", "./app/realtime/events.ts"],
              // Components: every feature folder's files, ui's own (not-found) and ui/common's
              // (dialogs, fields); ui/common's .ts helpers (remix-router) stay open to it.
              from: ["./app/ui/!(common|realtime)/**", "./app/ui/*.tsx", "./app/ui/common/*.tsx"],
              message:
                "The realtime client shows nothing itself: components use it, not the other way round.",
            },
            {
              target: "./app/ui",
              from: "./app/routes",
              message: "Routes compose components, not the other way round.",
            },
          ],
        },
      ],
    },
  },
  {
    // Browser code may name a server module's types (they are erased) but never load it.
    files: ["app/ui/**", "app/realtime/events.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              // Path patterns, so a relative path (../../http/…) is caught like a `~/` one.
              group: ["**/*.server", "**/http/**", "**/server/**"],
              allowTypeImports: true,
              message: "This runs in the browser: import server modules as types only.",
            },
          ],
        },
      ],
      "no-restricted-syntax": [
        "error",
        {
          selector: "ImportExpression[source.value=/(\\.server$|\\/(http|server)\\/)/]",
          message: "This runs in the browser: it never loads a server module.",
        },
      ],
    },
  },
  {
    files: ["app/models/**", "app/schemas/**", "app/utils/**", "app/data/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["socket.io", "remix-auth", "remix-auth-*", "express", "@remix-run/express"],
              message:
                "The domain publishes events (~/realtime/server/events.server), never sockets.",
            },
          ],
        },
      ],
    },
  },
  {
    // A page action reads its form through the runner, so every page answers a form it cannot
    // act on alike (and never with a 500). /api routes read their own bodies (handleApi).
    files: ["app/routes/**"],
    ignores: ["app/routes/api.*"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "CallExpression[callee.property.name='formData']",
          message: "Read a page's form through runPageIntent (~/http/page-intents.server).",
        },
      ],
    },
  },
  {
    files: ["**/*.tsx"],
    plugins: { react, "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    settings: {
      react: { version: "detect" },
      formComponents: ["Form"],
      linkComponents: [
        { name: "Link", linkAttribute: "to" },
        { name: "NavLink", linkAttribute: "to" },
      ],
    },
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs["jsx-runtime"].rules,
      ...jsxA11y.configs.recommended.rules,
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
      "react/prop-types": "off",
    },
  },
  {
    // Each engine has its own generated client with its own copy of Prisma's runtime: SQL
    // fragments and error classes must be the client in use's (see app/server/db.server.ts).
    files: ["**/*.{ts,tsx}"],
    ignores: ["app/server/db.server.ts"],
    rules: {
      "no-restricted-properties": [
        "error",
        ...["sql", "raw", "join", "empty"].map((property) => ({
          object: "Prisma",
          property,
          message: `Use \`${property}\` from ~/server/db.server: Prisma.${property} belongs to the SQLite client.`,
        })),
        {
          object: "Prisma",
          property: "PrismaClientKnownRequestError",
          message:
            "Use isKnownRequestError from ~/server/db.server: this class is the SQLite client's.",
        },
      ],
    },
  },
);
