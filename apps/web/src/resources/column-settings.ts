import { useState } from 'react';
import { useSession } from '../platform/session/session-store';
import { storage } from '../platform/storage/expiring-storage';

/** A user's arrangement of a list's columns: their order and which ones are hidden. */
export interface ColumnSettings {
  order: string[];
  hidden: string[];
}

export interface ArrangedColumn {
  key: string;
  visible: boolean;
}

/** Remembered per user and resource, so two people sharing a browser keep their own. */
export function columnSettingsKey(userId: number | null, resourceName: string): string {
  return `resourceColumns.${userId ?? 'anonymous'}.${resourceName}`;
}

/**
 * The columns in the user's order with their visibility. Columns the settings do not know (added
 * since they were saved) come last and visible; remembered columns that no longer exist are dropped.
 */
export function arrangeColumns(keys: readonly string[], settings: ColumnSettings | null): ArrangedColumn[] {
  const known = (settings?.order ?? []).filter((key) => keys.includes(key));
  const order = [...new Set(known), ...keys.filter((key) => !known.includes(key))];
  const hidden = new Set(settings?.hidden ?? []);
  return order.map((key) => ({ key, visible: !hidden.has(key) }));
}

export function settingsOf(columns: readonly ArrangedColumn[]): ColumnSettings {
  return {
    order: columns.map((column) => column.key),
    hidden: columns.filter((column) => !column.visible).map((column) => column.key),
  };
}

/** Moves the column at `index` by `offset` places (kept inside the list). */
export function moveColumn(
  columns: readonly ArrangedColumn[],
  index: number,
  offset: number,
): ArrangedColumn[] {
  const target = Math.min(Math.max(index + offset, 0), columns.length - 1);
  const next = [...columns];
  const [moved] = next.splice(index, 1);
  if (moved) next.splice(target, 0, moved);
  return next;
}

/** The arranged columns of a list and a setter that remembers them (null forgets: defaults again). */
export function useColumnSettings(
  resourceName: string,
  keys: readonly string[],
): [ArrangedColumn[], (columns: ArrangedColumn[] | null) => void] {
  const userId = useSession((state) => state.userId);
  const storageKey = columnSettingsKey(userId, resourceName);
  const [settings, setSettings] = useState<{ key: string; value: ColumnSettings | null }>(() => ({
    key: storageKey,
    value: storage.get<ColumnSettings>(storageKey),
  }));
  // Another user or resource: read that one's settings.
  const current = settings.key === storageKey ? settings.value : storage.get<ColumnSettings>(storageKey);
  const update = (columns: ArrangedColumn[] | null) => {
    const value = columns ? settingsOf(columns) : null;
    if (value) storage.set(storageKey, value);
    else storage.remove(storageKey);
    setSettings({ key: storageKey, value });
  };
  return [arrangeColumns(keys, current), update];
}
