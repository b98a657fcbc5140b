import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { fakeMediaQueryList } from './media-query-for-test';

// antd measures layout through matchMedia, which jsdom does not provide.
if (!window.matchMedia) {
  window.matchMedia = (query: string) => fakeMediaQueryList(query, false);
}

// antd's Table, Tooltip and Transfer watch their size; jsdom has no ResizeObserver.
if (!('ResizeObserver' in globalThis)) {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
}

// findBy… waits up to 1 s by default; heavy antd renders need longer on a busy machine.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => cleanup());
