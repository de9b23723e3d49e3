/**
 * Shared test setup: unmounts rendered trees after each test and fails any
 * test that logs through console.error (React warnings, unhandled errors).
 *
 * A test that means to trigger an error log either calls `allowConsoleError()`
 * or installs its own implementation, e.g.
 * `vi.spyOn(console, "error").mockImplementation(() => {})`: calls are only
 * counted while the setup's own recording implementation is the active one.
 */
import { cleanup } from "@testing-library/react";
import { afterEach, beforeEach, type MockInstance, vi } from "vitest";

type ConsoleError = typeof console.error;

let errorSpy: MockInstance<ConsoleError> | null = null;
let recordingImpl: ConsoleError | null = null;
let recorded: unknown[][] = [];
let allowed = false;

/** Lets the current test log through console.error (silently) without failing. */
export function allowConsoleError(): MockInstance<ConsoleError> {
  allowed = true;
  const spy = errorSpy ?? vi.spyOn(console, "error");
  spy.mockImplementation(() => {});
  return spy;
}

function describeArgs(args: unknown[]): string {
  return args
    .map((arg) => {
      if (arg instanceof Error) return arg.stack ?? arg.message;
      if (typeof arg === "string") return arg;
      try {
        return JSON.stringify(arg);
      } catch {
        return String(arg);
      }
    })
    .join(" ");
}

beforeEach(() => {
  allowed = false;
  recorded = [];
  const original = console.error;
  recordingImpl = (...args: unknown[]) => {
    recorded.push(args);
    original(...args);
  };
  errorSpy = vi.spyOn(console, "error").mockImplementation(recordingImpl);
});

afterEach(() => {
  cleanup();
  const spy = errorSpy;
  // The test replaced the implementation with its own mock: it expects error logs.
  const overridden = spy === null || spy.getMockImplementation() !== recordingImpl;
  const calls = recorded;
  spy?.mockRestore();
  errorSpy = null;
  recordingImpl = null;
  recorded = [];
  if (allowed || overridden || calls.length === 0) return;
  const details = calls.map((args, i) => `  ${i + 1}. ${describeArgs(args)}`).join("\n");
  throw new Error(
    `console.error was called ${calls.length} time(s) during this test. If that is intended, stub ` +
      `console.error in the test or call allowConsoleError().\n${details}`,
  );
});
