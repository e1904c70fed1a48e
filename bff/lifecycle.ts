// The process's own state that requests read: whether it is draining for a shutdown (readiness says so
// at once, so the load balancer stops sending before the listener closes).
export interface Lifecycle {
  draining: boolean;
}

export const createLifecycle = (): Lifecycle => ({ draining: false });
