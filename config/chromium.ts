/**
 * Debian's Chromium as the tests and the audit run it: headless on a machine
 * without a GPU or a user sandbox, and quiet (no background downloads or
 * updates that would make timings or network logs noisy). Nothing leaves 127.0.0.1.
 */
export const chromiumPath = process.env.CHROME_PATH ?? "/usr/bin/chromium";

export const chromiumFlags = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
