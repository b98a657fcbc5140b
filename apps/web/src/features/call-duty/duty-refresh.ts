/**
 * Asks the header's duty control to read the caller's duty record again now. The realtime client
 * calls it on `call.dutyTakenOver` (the seat was taken over, so the control goes off duty at once);
 * without it the control still catches up on its 60 s refresh or when the page becomes visible.
 * Tiny on purpose: importing it does not load the control.
 */
const listeners = new Set<() => void>();

export function refreshDuty(): void {
  for (const listener of listeners) listener();
}

/** The control subscribes while mounted; returns the unsubscribe. */
export function onDutyRefresh(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
