import js from "@eslint/js";
import importX from "eslint-plugin-import-x";
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
  // The layers: routes and the HTTP edge (app/http, app/server) sit on the domain (app/models),
  // which sits on schemas and pure helpers. These fences make a wrong-way import an error.
  {
    files: ["app/models/**", "app/schemas/**", "app/utils/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["~/routes/*", "~/components/*", "~/http/*", "~/server/*"],
              message: "The domain and its helpers take plain values; they never import the edge.",
            },
            {
              group: ["socket.io", "remix-auth", "remix-auth-*", "express", "@remix-run/express"],
              message: "The domain publishes events (~/realtime/events.server), never sockets.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["app/components/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: [
                "~/models/*.server",
                "~/http/*",
                "~/server/*",
                "~/db.server",
                "~/redis.server",
              ],
              allowTypeImports: true,
              message: "Components run in the browser: import server modules as types only.",
            },
            {
              group: ["~/routes/*"],
              message: "Routes compose components, not the other way round.",
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
    // fragments and error classes must be the client in use's (see app/db.server.ts).
    files: ["**/*.{ts,tsx}"],
    ignores: ["app/db.server.ts"],
    rules: {
      "no-restricted-properties": [
        "error",
        ...["sql", "raw", "join", "empty"].map((property) => ({
          object: "Prisma",
          property,
          message: `Use \`${property}\` from ~/db.server: Prisma.${property} belongs to the SQLite client.`,
        })),
        {
          object: "Prisma",
          property: "PrismaClientKnownRequestError",
          message: "Use isKnownRequestError from ~/db.server: this class is the SQLite client's.",
        },
      ],
    },
  },
);
