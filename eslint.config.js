import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";

// Import restrictions (a later block replaces the rule's options for its files, so each block lists all it forbids).
const generatedClients = {
  regex: "(^|/)generated(/|$)",
  message:
    "Generated Prisma clients are only for app/server/db-client.server.ts and app/models: call a model function instead.",
};
const database = {
  regex: "(^|/)db(-client)?\\.server(\\.[cm]?[jt]sx?)?$",
  message: "No Prisma outside app/models: call a function in app/models/<area>.server.ts instead.",
};
const serverModules = {
  regex: "\\.server(\\.[cm]?[jt]sx?)?$",
  message: "Components must not import .server modules (not even types): import shared types from ~/lib/types/<area>.",
};

export default tseslint.config(
  {
    ignores: [
      "node_modules",
      "build",
      "public/build",
      ".cache",
      "app/generated",
      "prisma/generated",
      "test-results",
      "playwright-report",
      "data",
      "tests/.tmp",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/no-explicit-any": "error",
      "no-restricted-imports": ["error", { patterns: [generatedClients] }],
      // `import { z }` is zod's whole namespace as one object: esbuild then ships every locale and the JSON
      // Schema code to the browser (93 kB gz instead of 27). `import * as z` lets it keep only what is used.
      "no-restricted-syntax": [
        "error",
        {
          selector:
            "ImportDeclaration[importKind='value'][source.value=/^zod/] > ImportSpecifier[importKind='value'][imported.name='z']",
          message: 'Write `import * as z from "zod"`: the named `z` keeps all of zod in the browser bundle.',
        },
        {
          selector: "ImportDeclaration[source.value='@remix-run/react'] > ImportSpecifier[imported.name='Link']",
          message:
            'Import Link from "./app/components/ui/kit": the same links, written without the router on the server (issue 13).',
        },
      ],
    },
  },
  // Rule of the house 1: routes, the root and the HTTP edge (app/web) are adapters; the database is reached
  // through app/models.
  {
    files: ["app/routes/**", "app/root.tsx", "app/web/**", "app/realtime/**"],
    rules: { "no-restricted-imports": ["error", { patterns: [generatedClients, database] }] },
  },
  // A page's route module reaches server code through its own <route>.server.ts only (type imports aside): the
  // browser build swaps that one file for an empty stand-in that stays in the route's own chunk, where each
  // shared .server module made an empty shared chunk, a script file of its own on the page (decision 070).
  {
    files: ["app/routes/**/*.tsx", "app/root.tsx"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "@remix-run/node",
              allowTypeImports: true,
              message: "Import it through this route's own <route>.server.ts (decision 070).",
            },
          ],
          patterns: [
            {
              regex: "^(?!\\./[^/]+\\.server$).*\\.server(\\.[cm]?[jt]sx?)?$",
              allowTypeImports: true,
              message: "Import server code through this route's own <route>.server.ts (decision 070).",
            },
          ],
        },
      ],
    },
  },
  // Components, app/lib and app/schemas run in the browser too: no server module at all, not even for types
  // (take them from ~/lib/types).
  {
    files: ["app/components/**", "app/lib/**", "app/schemas/**"],
    rules: { "no-restricted-imports": ["error", { patterns: [generatedClients, database, serverModules] }] },
  },
  {
    files: [
      "app/server/db-client.server.ts",
      "app/server/*.test.ts",
      "app/models/**",
      "prisma/**",
      "scripts/**",
      "tests/**",
    ],
    rules: { "no-restricted-imports": "off" },
  },
  // The one Link: it wraps Remix's.
  {
    files: ["app/components/ui/kit.tsx", "app/components/ui/link.test.tsx"],
    rules: { "no-restricted-syntax": "off" },
  },
  // Playwright fixtures call `use()`, which is not React's.
  { files: ["tests/**"], rules: { "react-hooks/rules-of-hooks": "off" } },
);
