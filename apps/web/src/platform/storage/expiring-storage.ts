/**
 * localStorage with an optional expiry per key (spec §9: token and tree live 7 days). A value is
 * stored as `{value, expire}`; reading an expired key removes it and answers null, so callers never
 * see stale credentials.
 */
interface StoredEntry<T> {
  value: T;
  /** Epoch ms after which the value is gone; null keeps it until removed. */
  expire: number | null;
}

const NAMESPACE = 'atrium__';

export interface ExpiringStorage {
  set<T>(key: string, value: T, ttlMs?: number): void;
  get<T>(key: string, fallback?: T | null): T | null;
  remove(key: string): void;
}

export function createExpiringStorage(
  backend: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>,
  now: () => number = Date.now,
): ExpiringStorage {
  return {
    set(key, value, ttlMs) {
      const entry: StoredEntry<unknown> = { value, expire: ttlMs === undefined ? null : now() + ttlMs };
      backend.setItem(NAMESPACE + key, JSON.stringify(entry));
    },
    get<T>(key: string, fallback: T | null = null): T | null {
      const raw = backend.getItem(NAMESPACE + key);
      if (raw === null) return fallback;
      try {
        const entry = JSON.parse(raw) as StoredEntry<T>;
        if (entry.expire !== null && entry.expire <= now()) {
          backend.removeItem(NAMESPACE + key);
          return fallback;
        }
        return entry.value;
      } catch {
        // Written by something else or corrupted: treat as absent rather than crash the app.
        backend.removeItem(NAMESPACE + key);
        return fallback;
      }
    },
    remove(key) {
      backend.removeItem(NAMESPACE + key);
    },
  };
}

/** In-memory fallback for environments without localStorage (private modes, tests). */
function memoryBackend(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  const map = new Map<string, string>();
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
}

export const storage = createExpiringStorage(
  typeof localStorage === 'undefined' ? memoryBackend() : localStorage,
);
