/**
 * Whether this process is draining: after SIGTERM or SIGINT it finishes the requests
 * in flight and exits (server/index.ts). While draining, /readyz answers 503 so a
 * balancer stops sending, and every response closes its connection so keep-alive
 * clients (a proxy's pooled connections) reconnect to another instance (decision 049).
 */
export interface Lifecycle {
  readonly draining: boolean;
  drain(): void;
}

export function createLifecycle(): Lifecycle {
  let draining = false;
  return {
    get draining() {
      return draining;
    },
    drain() {
      draining = true;
    },
  };
}
