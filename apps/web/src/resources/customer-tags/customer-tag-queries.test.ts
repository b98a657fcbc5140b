import { describe, expect, it } from 'vitest';
import { togglePickedTag } from './customer-tag-queries';

const tag = (id: number) => ({ id, name: `tag ${id}`, color: 'blue' as const });
const intent = { multiSelect: false, tags: [tag(1), tag(2), tag(3)] };
const industry = { multiSelect: true, tags: [tag(10), tag(11)] };

describe('togglePickedTag', () => {
  it('keeps one tag of a single-select group, leaving other groups alone', () => {
    expect(togglePickedTag([1, 10], intent, 2)).toEqual([10, 2]);
  });

  it('adds to a multi-select group', () => {
    expect(togglePickedTag([1, 10], industry, 11)).toEqual([1, 10, 11]);
  });

  it('unpicks a picked tag', () => {
    expect(togglePickedTag([1, 10], intent, 1)).toEqual([10]);
    expect(togglePickedTag([1, 10], industry, 10)).toEqual([1]);
  });
});
