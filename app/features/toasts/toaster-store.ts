/**
 * Whether any code has asked for a toast yet. The toast library is not part of
 * the first page's JavaScript: the <ToasterSlot> mounts it on the first request.
 */
let requested = false;
const listeners = new Set<() => void>();

export function requestToaster(): void {
  if (requested) return;
  requested = true;
  for (const listener of listeners) listener();
}

export function isToasterRequested(): boolean {
  return requested;
}

export function subscribeToToasterRequests(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
