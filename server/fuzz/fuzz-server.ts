/**
 * Test-only entry: the production start (`startServer` in ../index.ts, with its
 * configuration from the environment, database, lock file and signal handling)
 * serving a stand-in build, so a test can run the real server without
 * `npm run build`. Usage: `node --import tsx server/fuzz/fuzz-server.ts <clientDir>`;
 * the stand-in is written into <clientDir>, which should be a fresh temp directory.
 */
import { writeMinimalBuild } from "../../tests/support/minimal-build";
import { readConfig, startServer } from "../index";

const clientDir = process.argv[2];
if (!clientDir) {
  console.error("Usage: fuzz-server.ts <clientDir>");
  process.exit(1);
}
void startServer(readConfig(), writeMinimalBuild(clientDir));
