import { describe, expect, it } from 'vitest';
import { createExpiringStorage } from './expiring-storage';

function fakeBackend() {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  };
}

const SEVEN_DAYS = 7 * 24 * 60 * 60 * 1000;

describe('expiring storage', () => {
  it('keeps a token for seven days and forgets it afterwards', () => {
    let clock = 1_000;
    const backend = fakeBackend();
    const storage = createExpiringStorage(backend, () => clock);
    storage.set('Access-Token', 'abc', SEVEN_DAYS);

    clock += SEVEN_DAYS - 1;
    expect(storage.get('Access-Token')).toBe('abc');

    clock += 1;
    expect(storage.get('Access-Token')).toBeNull();
    expect(backend.map.size).toBe(0);
  });

  it('keeps values without a lifetime until removed', () => {
    const storage = createExpiringStorage(fakeBackend(), () => 0);
    storage.set('Organization-Id', 7);
    expect(storage.get('Organization-Id')).toBe(7);
    storage.remove('Organization-Id');
    expect(storage.get('Organization-Id')).toBeNull();
  });

  it('answers the fallback for a missing or corrupted entry', () => {
    const backend = fakeBackend();
    backend.setItem('atrium__settings', '{not json');
    const storage = createExpiringStorage(backend, () => 0);
    expect(storage.get('settings', 'default')).toBe('default');
    expect(storage.get('missing', 3)).toBe(3);
  });

  it('round-trips structured values', () => {
    const storage = createExpiringStorage(fakeBackend(), () => 0);
    storage.set('tree', [{ id: 1, key: 'dashboard' }], SEVEN_DAYS);
    expect(storage.get('tree')).toEqual([{ id: 1, key: 'dashboard' }]);
  });
});
