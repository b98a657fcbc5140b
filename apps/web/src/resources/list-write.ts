import { showMessage } from '../platform/feedback/feedback';

/**
 * One write from a list (delete, enable, disable a row): on success it says `done` and refreshes
 * the list. A refusal is not thrown on: the api client has already shown the server's reason.
 */
export async function runListWrite(
  work: () => Promise<unknown>,
  done: string,
  refresh: () => Promise<unknown>,
): Promise<void> {
  try {
    await work();
    showMessage('success', done);
    await refresh();
  } catch {
    // Shown by the api client.
  }
}
