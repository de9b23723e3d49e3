/**
 * The secret better-auth signs session cookies with: BETTER_AUTH_SECRET, or,
 * when unset, one generated at first start and kept in DATA_DIR/auth-secret
 * (mode 0600), so the embedded default needs no configuration (decision 037).
 * The server and `npm run operator` read the same file.
 */
import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

export const authSecretFile = (dataDir: string) => path.join(dataDir, "auth-secret");

export function resolveAuthSecret(configured: string | null, dataDir: string): string {
  if (configured) return configured;
  const file = authSecretFile(dataDir);
  try {
    return readFileSync(file, "utf8").trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  try {
    // "wx": of two processes starting at once, one writes and the other reads what it wrote.
    writeFileSync(file, `${secret}\n`, { flag: "wx", mode: 0o600 });
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    return readFileSync(file, "utf8").trim();
  }
}
