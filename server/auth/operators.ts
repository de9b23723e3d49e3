/**
 * Creating, listing and removing operators through better-auth's own context
 * (its password hashing, its adapter): the same steps as its e-mail sign-up,
 * which stays disabled for the public. Used by the operator endpoint and by
 * `npm run operator` when no server holds the embedded database.
 */
import { z } from "zod";
import { type OperatorAuth, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "./operator-auth.ts";

export interface Operator {
  id: string;
  email: string;
}

/** Bad input, with a sentence for the person at the terminal. */
export class OperatorError extends Error {
  override name = "OperatorError";
}

export function checkEmail(email: unknown): string {
  const value = typeof email === "string" ? email.trim().toLowerCase() : "";
  if (!z.email().safeParse(value).success)
    throw new OperatorError("The e-mail address must look like name@example.com.");
  return value;
}

export function checkPassword(password: unknown): string {
  if (typeof password !== "string" || password.length < PASSWORD_MIN_LENGTH)
    throw new OperatorError(`The password must be at least ${PASSWORD_MIN_LENGTH} characters long.`);
  if (password.length > PASSWORD_MAX_LENGTH)
    throw new OperatorError(`The password must be at most ${PASSWORD_MAX_LENGTH} characters long.`);
  return password;
}

export async function addOperator(auth: OperatorAuth, email: unknown, password: unknown): Promise<Operator> {
  const address = checkEmail(email);
  const secret = checkPassword(password);
  const ctx = await auth.$context;
  if (await ctx.internalAdapter.findUserByEmail(address))
    throw new OperatorError(`There is already an operator with the address ${address}.`);
  const hash = await ctx.password.hash(secret);
  const created = await ctx.internalAdapter.createUser(
    { email: address, name: address, emailVerified: true },
    { method: "email-password" },
  );
  await ctx.internalAdapter.linkAccount({
    userId: created.id,
    providerId: "credential",
    accountId: created.id,
    password: hash,
  });
  return { id: created.id, email: created.email };
}

export async function listOperators(auth: OperatorAuth): Promise<Operator[]> {
  const ctx = await auth.$context;
  const users = await ctx.internalAdapter.listUsers(undefined, undefined, {
    field: "email",
    direction: "asc",
  });
  return users.map((row) => ({ id: row.id, email: row.email }));
}

/** Removes the operator; their sessions end with them (on delete cascade). False when there is none. */
export async function removeOperator(auth: OperatorAuth, email: unknown): Promise<boolean> {
  const address = checkEmail(email);
  const ctx = await auth.$context;
  const found = await ctx.internalAdapter.findUserByEmail(address);
  if (!found) return false;
  await ctx.internalAdapter.deleteUser(found.user.id);
  return true;
}
