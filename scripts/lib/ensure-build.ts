/**
 * Builds the site when there is no build, or when the last one was made for a
 * different SITE_ORIGIN or VITE_* settings (`npm start` and `npm run audit`).
 */
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { type BuildFingerprint, buildFingerprint, sameFingerprint } from "../../config/build-fingerprint.ts";

const buildInfoFile = path.resolve("build", "build-info.json");

function builtFingerprint(clientDir: string): BuildFingerprint | null {
  if (!existsSync(path.join(clientDir, "index.html")) || !existsSync(buildInfoFile)) return null;
  try {
    const { siteOrigin, publicEnv } = JSON.parse(readFileSync(buildInfoFile, "utf8"));
    return { siteOrigin, publicEnv };
  } catch {
    return null;
  }
}

/** Ends the process with the build's exit status when the build fails. */
export function ensureCurrentBuild(clientDir: string): void {
  const built = builtFingerprint(clientDir);
  if (built && sameFingerprint(built, buildFingerprint(process.env))) return;
  console.info(
    built ? "The environment changed since the last build; rebuilding." : "No build found; building.",
  );
  const result = spawnSync("npm", ["run", "build"], {
    stdio: "inherit",
    shell: process.platform === "win32",
  });
  if (result.status !== 0) {
    console.error("The build failed; see the messages above.");
    process.exit(result.status ?? 1);
  }
}
