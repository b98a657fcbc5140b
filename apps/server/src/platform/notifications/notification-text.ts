import type { Locale } from '@atrium/contract';
import { isMessageKey, type MessageKey, translate } from '../http/messages.js';

/**
 * A notice's `{name}` values: plain text (a document number, a person's name) or another message
 * key, itself rendered in the reader's locale (the transition's name: 冲销 / reverse).
 */
export type NotificationParams = Readonly<Record<string, string | number | { key: MessageKey }>>;

/**
 * The title in the reader's locale. A key no registered module says any more (a module removed
 * since) reads as the generic notice rather than failing the whole inbox.
 */
export function notificationTitle(locale: Locale, titleKey: string, params: NotificationParams): string {
  if (!isMessageKey(titleKey)) return translate(locale, 'notification.generic');
  const values: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(params)) {
    values[name] =
      typeof value === 'object'
        ? isMessageKey(value.key)
          ? translate(locale, value.key)
          : value.key
        : value;
  }
  return translate(locale, titleKey, values);
}
