import type { App, ModalFuncProps, NotificationArgsProps } from 'antd';

/**
 * antd's message/notification/modal, reached from anywhere (the api client, the session loader,
 * the shell). They need antd's App context for theme and locale, and their code is not small, so
 * the host that provides them (feedback-host.tsx) is loaded on first use: the login page does not
 * pay for notifications it may never show. Calls made before it mounted are queued.
 */
export type Feedback = ReturnType<typeof App.useApp>;

let current: Feedback | null = null;
const pending: ((feedback: Feedback) => void)[] = [];
let hostRequested = false;
let mountHost: (() => void) | null = null;

export function setFeedback(feedback: Feedback | null): void {
  current = feedback;
  if (feedback) for (const run of pending.splice(0)) run(feedback);
}

/**
 * Drops the calls queued while no host was mounted. For tests: vitest's shared workers carry a
 * module's queue from one test file to the next, where it would run against that file's stand-in.
 */
export function discardQueuedFeedback(): void {
  pending.length = 0;
}

/** Asks the loader to mount the feedback host (the shell does this up front). */
export function requestFeedbackHost(): void {
  hostRequested = true;
  mountHost?.();
}

/** Registers the component that mounts the host; it runs at once if the host is already wanted. */
export function onFeedbackHostRequested(mount: () => void): () => void {
  mountHost = mount;
  if (hostRequested) mount();
  return () => {
    mountHost = null;
  };
}

/** Runs `show` with the feedback instances now, or as soon as the host has mounted. */
export function withFeedback(show: (feedback: Feedback) => void): void {
  if (current) {
    show(current);
    return;
  }
  pending.push(show);
  requestFeedbackHost();
}

type Level = 'info' | 'success' | 'error' | 'warning';

export function showMessage(level: Level, content: string): void {
  withFeedback(({ message }) => void message[level](content));
}

export function showNotification(
  level: Level,
  config: Pick<NotificationArgsProps, 'title' | 'description'>,
): void {
  withFeedback(({ notification }) => notification[level](config));
}

export function showConfirm(config: ModalFuncProps): void {
  withFeedback(({ modal }) => void modal.confirm(config));
}
