/**
 * Preloaded by `npm run build` (node --import). React Router 7 starts Vite's compilers with
 * `envFile: false`, which Vite 8 reports as deprecated on every build; the fix exists only in
 * React Router 8 (remix-run/react-router#15229), which needs Node 22. Vite's logger writes through
 * the global console, so this drops exactly that one known line and lets every other warning pass.
 */
const KNOWN = "The `envFile` option is deprecated";
const warn = console.warn.bind(console);
console.warn = (...args) => {
  if (typeof args[0] === "string" && args[0].includes(KNOWN)) return;
  warn(...args);
};
