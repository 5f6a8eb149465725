import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";

export default tseslint.config(
  {
    ignores: [
      "node_modules", "build", "public/build", ".cache", "app/generated", "prisma/generated",
      "test-results", "playwright-report", "data", "tests/.tmp",
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
      "no-restricted-imports": ["error", { patterns: [{ group: ["**/generated/**"], message: "Import the database through app/db.server.ts" }] }],
    },
  },
  {
    files: ["app/db.server.ts", "app/models/**", "prisma/**", "scripts/**", "tests/**"],
    rules: { "no-restricted-imports": "off" },
  },
  // Playwright fixtures call `use()`, which is not React's.
  { files: ["tests/**"], rules: { "react-hooks/rules-of-hooks": "off" } },
);
