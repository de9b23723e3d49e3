/**
 * `npm start`: serve the production build, building it first only when there
 * is none or when it was built for a different SITE_ORIGIN or VITE_* settings.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { type BuildFingerprint, buildFingerprint, sameFingerprint } from "../config/build-fingerprint";
import { clientDir, readConfig, startServer } from "../server/index";

const buildInfoFile = path.resolve("build", "build-info.json");

function builtFingerprint(): BuildFingerprint | null {
  if (!existsSync(path.join(clientDir, "index.html")) || !existsSync(buildInfoFile)) return null;
  try {
    const { siteOrigin, publicEnv } = JSON.parse(readFileSync(buildInfoFile, "utf8"));
    return { siteOrigin, publicEnv };
  } catch {
    return null;
  }
}

// Validate first: a malformed variable should stop us before a minute of building.
const config = readConfig();
const built = builtFingerprint();
const wanted = buildFingerprint(process.env);
if (!built || !sameFingerprint(built, wanted)) {
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
await startServer(config);
