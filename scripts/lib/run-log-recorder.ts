/** A RunLog for tests: keeps every line with its level, in order. */
import type { RunLog } from "../vapi-assistant.ts";

export function recorder() {
  const lines: { level: keyof RunLog; line: string }[] = [];
  const log: RunLog = {
    info: (line) => lines.push({ level: "info", line }),
    warn: (line) => lines.push({ level: "warn", line }),
    error: (line) => lines.push({ level: "error", line }),
  };
  const at = (level: keyof RunLog) => lines.filter((item) => item.level === level).map((item) => item.line);
  return { log, lines, at, text: () => lines.map((item) => item.line).join("\n") };
}

export type LogRecorder = ReturnType<typeof recorder>;
