import type { Config } from "tailwindcss";

export default {
  content: ["./app/**/*.{ts,tsx}"],
  // dark: applies under a picked dark theme (html.dark) or, while no theme is picked (neither
  // html.dark nor html.light), when the device prefers dark: without JS too, and with no flash.
  // Each selector also matches <html> itself, so its background and the colour roles follow.
  darkMode: [
    "variant",
    ["@media (prefers-color-scheme: dark) { &:not(.light, .light *) }", "&:is(.dark, .dark *)"],
  ],
  theme: {
    extend: {
      colors: {
        // Theme-aware text colours; their values and the reason live in app/tailwind.css.
        muted: "rgb(var(--text-muted) / <alpha-value>)",
        highlight: "rgb(var(--text-highlight) / <alpha-value>)",
        accent: "rgb(var(--text-accent) / <alpha-value>)",
        danger: "rgb(var(--text-danger) / <alpha-value>)",
        success: "rgb(var(--text-success) / <alpha-value>)",
        info: "rgb(var(--text-info) / <alpha-value>)",
        special: "rgb(var(--text-special) / <alpha-value>)",
        brand: {
          50: "#fff1f2",
          400: "#fb7185",
          500: "#e11d48",
          600: "#be123c",
          700: "#9f1239",
        },
      },
      keyframes: {
        "walk-around": {
          "0%": { left: "0%", top: "-2.25rem", transform: "scaleX(1)" },
          "45%": { left: "calc(100% - 2rem)", top: "-2.25rem", transform: "scaleX(1)" },
          "50%": { left: "calc(100% - 2rem)", top: "-2.25rem", transform: "scaleX(-1)" },
          "95%": { left: "0%", top: "-2.25rem", transform: "scaleX(-1)" },
          "100%": { left: "0%", top: "-2.25rem", transform: "scaleX(1)" },
        },
        "slide-in": {
          from: { transform: "translateX(100%)" },
          to: { transform: "translateX(0)" },
        },
      },
      animation: {
        "walk-around": "walk-around 18s linear infinite",
        "slide-in": "slide-in 200ms ease-out",
      },
    },
  },
  plugins: [],
} satisfies Config;
