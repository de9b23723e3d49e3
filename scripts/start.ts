/**
 * `npm start`: serve the production build, building it first only when there
 * is none or when it was built for a different SITE_ORIGIN or VITE_* settings.
 */
import { clientDir, readConfig, startServer } from "../server/index.ts";
import { ensureCurrentBuild } from "./lib/ensure-build.ts";

// Validate first: a malformed variable should stop us before a minute of building.
const config = readConfig();
ensureCurrentBuild(clientDir);
await startServer(config);
