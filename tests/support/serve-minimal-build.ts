/**
 * The real production server (server/index.ts's startServer: configuration from the
 * environment, database, notification worker, signals) over a minimal stand-in build,
 * for tests that run it as a separate process before `npm run build` has made
 * build/client. Run as `node --import tsx tests/support/serve-minimal-build.ts`
 * (one process, so a SIGKILL reaches the server itself, not a wrapper).
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { readConfig, startServer } from "../../server/index.ts";
import { writeMinimalBuild } from "./minimal-build.ts";

void startServer(readConfig(), writeMinimalBuild(mkdtempSync(path.join(tmpdir(), "relaywave-build-"))));
