import { describe, expect, it } from 'vitest';
import { localeFromHeader } from './locale.js';

describe('localeFromHeader', () => {
  it.each([
    [undefined, 'zh-CN'],
    ['', 'zh-CN'],
    ['en', 'en'],
    ['en-US,en;q=0.9', 'en'],
    ['zh-CN,zh;q=0.9,en;q=0.8', 'zh-CN'],
    ['fr-FR,en;q=0.5', 'en'],
    ['de', 'zh-CN'],
    ['zh;q=0.4, en;q=0.8', 'en'],
    ['en;q=0', 'zh-CN'],
  ])('%s → %s', (header, locale) => {
    expect(localeFromHeader(header)).toBe(locale);
  });
});
