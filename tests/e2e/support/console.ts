/**
 * Console journeys' shared steps: an operator made with `npm run operator -- add`
 * against the journeys' server (through its ADMIN_TOKEN, as the server holds the
 * embedded database), sign-in through the page, and an axe scan of a console page.
 */
import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { AxeBuilder } from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import { e2eAdminToken, e2eDataDir } from "../../../playwright.config.ts";
import { axeTags } from "../../../scripts/audit/axe-scan.ts";

export interface OperatorLogin {
  email: string;
  password: string;
}

/** A new operator with a unique address (the data directory outlives a run), password on stdin. */
export async function addOperator(): Promise<OperatorLogin> {
  const login = { email: `ops-${randomUUID().slice(0, 8)}@example.com`, password: "a long e2e password" };
  const child = spawn("npx", ["tsx", "scripts/operator.ts", "add", "--email", login.email], {
    env: { ...process.env, DATA_DIR: e2eDataDir, ADMIN_TOKEN: e2eAdminToken },
    stdio: ["pipe", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  child.stdin.end(`${login.password}\n`);
  const code = await new Promise<number | null>((resolve) => child.on("close", resolve));
  expect(code, output).toBe(0);
  expect(output).toContain(`Operator ${login.email} added.`);
  return login;
}

/** Signs in on /admin and waits for the inbox. */
export async function signIn(page: Page, login: OperatorLogin): Promise<void> {
  await page.goto("/admin");
  await page.getByLabel("Email").fill(login.email);
  await page.getByLabel("Password").fill(login.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/admin\/leads$/);
  await expect(page.getByRole("heading", { level: 1, name: "Leads" })).toBeVisible();
}

/** axe's findings on the page as it is now (the same rules as the site's audit). */
export async function axeViolations(page: Page): Promise<{ id: string; nodes: number }[]> {
  const results = await new AxeBuilder({ page }).withTags(axeTags).analyze();
  return results.violations.map((violation) => ({ id: violation.id, nodes: violation.nodes.length }));
}
