/**
 * "The signed-in member's duty changed": the header's duty control (call-duty) says so when its
 * record starts, ends or is taken over, and the screens that list duties (call-seats: 值班记录,
 * 坐席列表's 当前值班) read theirs again, so a shift ended in the header does not stay 值班中 on
 * the list until a reload. Features never import each other, so the signal lives here. Tiny on
 * purpose: importing it loads neither side.
 */
const listeners = new Set<() => void>();

export function announceDutyChange(): void {
  for (const listener of listeners) listener();
}

/** A screen listens while mounted; returns the unsubscribe. */
export function onDutyChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
