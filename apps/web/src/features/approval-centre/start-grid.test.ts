import { describe, expect, it } from 'vitest';
import { groupByCategory } from './start-grid';

const process = (id: number, category: string) => ({
  id,
  name: `流程${id}`,
  category,
  icon: 'audit',
  description: '',
  publishedVersion: 1,
});

describe('groupByCategory', () => {
  it('groups the startable processes by category in the order the server gave them', () => {
    expect(
      groupByCategory([process(1, 'finance'), process(2, 'office'), process(3, 'finance')]).map((group) => [
        group.category,
        group.processes.map((one) => one.id),
      ]),
    ).toEqual([
      ['finance', [1, 3]],
      ['office', [2]],
    ]);
    expect(groupByCategory([])).toEqual([]);
  });
});
