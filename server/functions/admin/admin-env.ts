/**
 * What the admin guard tells the handlers behind it: the signed-in operator,
 * or undefined when the bearer ADMIN_TOKEN was used (record the actor as
 * "api-token" then). Declared for every Hono context, so each part's sub-app
 * reads `c.get("operator")` typed without sharing an Env type.
 */
export interface OperatorIdentity {
  id: string;
  email: string;
}

declare module "hono" {
  interface ContextVariableMap {
    operator: OperatorIdentity | undefined;
  }
}

/** The name history records for a change: the operator's e-mail address, or "api-token". */
export const actorOf = (operator: OperatorIdentity | undefined) => operator?.email ?? "api-token";
