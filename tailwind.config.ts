import { readFileSync } from "node:fs";
import type { Config } from "tailwindcss";
import plugin from "tailwindcss/plugin";
import { iconMaskRules } from "./app/components/shell/icon-masks";

// Built from the repository's root, as every npm script runs.
const sprite = readFileSync("app/components/shell/icons.svg", "utf8");

export default {
  content: ["./app/**/*.{ts,tsx}"],
  theme: {
    extend: {
      colors: {
        brand: {
          50: "#fff7ed",
          100: "#ffedd5",
          500: "#f97316",
          600: "#ea580c",
          700: "#c2410c",
          800: "#9a3412",
        },
      },
      keyframes: {
        "toast-in": { from: { transform: "translateX(calc(100% + 1rem))" }, to: { transform: "translateX(0)" } },
        "toast-out": { from: { opacity: "1" }, to: { opacity: "0" } },
        "toast-swipe-out": {
          from: { transform: "translateX(var(--radix-toast-swipe-end-x))" },
          to: { transform: "translateX(calc(100% + 1rem))" },
        },
      },
      animation: {
        "toast-in": "toast-in 150ms ease-out",
        "toast-out": "toast-out 100ms ease-in",
        "toast-swipe-out": "toast-swipe-out 100ms ease-out",
      },
    },
  },
  // Each line icon's mask (app/components/shell/icon-masks.ts); Icon names them from a variable, hence the safelist.
  plugins: [plugin(({ addComponents }) => addComponents(iconMaskRules(sprite)))],
  safelist: [{ pattern: /^i-/ }],
} satisfies Config;
