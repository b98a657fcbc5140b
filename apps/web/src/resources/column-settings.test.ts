import { describe, expect, it } from 'vitest';
import { arrangeColumns, columnSettingsKey, moveColumn, settingsOf } from './column-settings';

const KEYS = ['name', 'code', 'sort', 'enabled', 'updatedAt'];

describe('column settings', () => {
  it('keeps the default order, all visible, without settings', () => {
    expect(arrangeColumns(KEYS, null).map((column) => [column.key, column.visible])).toEqual(
      KEYS.map((key) => [key, true]),
    );
  });

  it('applies a remembered order and hidden columns; new columns come last, gone ones are dropped', () => {
    const arranged = arrangeColumns(KEYS, { order: ['sort', 'gone', 'name'], hidden: ['code'] });
    expect(arranged.map((column) => column.key)).toEqual(['sort', 'name', 'code', 'enabled', 'updatedAt']);
    expect(arranged.find((column) => column.key === 'code')?.visible).toBe(false);
    expect(settingsOf(arranged)).toEqual({
      order: ['sort', 'name', 'code', 'enabled', 'updatedAt'],
      hidden: ['code'],
    });
  });

  it('moves a column within the list', () => {
    const columns = arrangeColumns(KEYS, null);
    expect(
      moveColumn(columns, 1, -1)
        .map((column) => column.key)
        .slice(0, 2),
    ).toEqual(['code', 'name']);
    expect(moveColumn(columns, 0, -1).map((column) => column.key)).toEqual(KEYS);
  });

  it('keeps settings apart per user and resource', () => {
    expect(columnSettingsKey(7, 'customerSource')).toBe('resourceColumns.7.customerSource');
    expect(columnSettingsKey(8, 'customerSource')).not.toBe(columnSettingsKey(7, 'customerSource'));
    expect(columnSettingsKey(7, 'paymentChannel')).not.toBe(columnSettingsKey(7, 'customerSource'));
  });
});
