import { showMessage, showNotification } from '../feedback/feedback';
import { useSession } from '../session/session-store';
import type { Effect } from './error-catalogue';

/** Shows what the error catalogue decided and, for session failures, logs out and reloads. */
export function runEffect(effect: Effect): void {
  switch (effect.type) {
    case 'message':
      showMessage('error', effect.text);
      return;
    case 'notification':
      showNotification('error', { title: effect.title, description: effect.description });
      return;
    case 'logoutAndReload':
      useSession.getState().clear();
      setTimeout(() => window.location.reload(), effect.delayMs);
      return;
  }
}
