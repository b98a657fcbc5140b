import { customerSourceResource } from '@atrium/contract';
import { describe, expect, it } from 'vitest';
import {
  filterParamsOf,
  listStateToQuery,
  listStateToSearch,
  parseListState,
  resourceListSpec,
} from './list-url-state';

const resource = customerSourceResource;
const spec = resourceListSpec(resource);

describe('list state in the URL', () => {
  it('starts on page 1 with 10 rows, unsorted and unfiltered', () => {
    expect(parseListState(spec, new URLSearchParams())).toEqual({
      pageNum: 1,
      pageSize: 10,
      filters: {},
    });
    expect(listStateToSearch({ pageNum: 1, pageSize: 10, filters: {} }).toString()).toBe('');
  });

  it('round-trips filters (text, list, range, boolean), sort and page through search params', () => {
    const state = {
      pageNum: 3,
      pageSize: 20,
      sortField: 'sort',
      sortOrder: 'asc' as const,
      filters: { name: '官网', code: ['website', 'referral'], sortFrom: '1', sortTo: '5', enabled: 'true' },
    };
    const search = listStateToSearch(state);
    expect(search.getAll('code')).toEqual(['website', 'referral']);
    expect(parseListState(spec, new URLSearchParams(search.toString()))).toEqual(state);
    expect(listStateToQuery(state)).toEqual({
      ...state.filters,
      sortField: 'sort',
      sortOrder: 'asc',
      pageNum: 3,
      pageSize: 20,
    });
  });

  it('ignores what the resource does not know: other params, unsortable fields, odd sizes', () => {
    const state = parseListState(
      spec,
      new URLSearchParams('remark=x&sortField=remark&sortOrder=asc&pageNum=-2&pageSize=33&name='),
    );
    expect(state).toEqual({ pageNum: 1, pageSize: 10, filters: {} });
    expect(
      parseListState(spec, new URLSearchParams('sortField=name&sortOrder=up')).sortField,
    ).toBeUndefined();
  });

  it('names one param per filter and two per range, as the server query does', () => {
    expect(filterParamsOf(resource).map((param) => param.param)).toEqual([
      'name',
      'code',
      'sortFrom',
      'sortTo',
      'enabled',
    ]);
    const serverQuery = resource.schemas.query.parse(
      listStateToQuery(parseListState(spec, new URLSearchParams('code=a&code=b&sortFrom=2&enabled=false'))),
    );
    expect(serverQuery).toMatchObject({ code: ['a', 'b'], sortFrom: 2, enabled: false });
  });

  it('keeps a prefixed second list apart from the first, each leaving the other alone', () => {
    const clues = { filterParams: [{ param: 'name', list: false }], sortFields: [], prefix: 'clue.' };
    const both = new URLSearchParams('name=官网&clue.name=周&clue.pageNum=2');
    expect(parseListState(spec, both).filters).toEqual({ name: '官网' });
    expect(parseListState(clues, both)).toEqual({ pageNum: 2, pageSize: 10, filters: { name: '周' } });
    // Paging the pool list keeps the clue list's params, and the other way round.
    const pools = listStateToSearch({ pageNum: 3, pageSize: 10, filters: {} }, {}, both);
    expect(pools.toString()).toBe('clue.name=%E5%91%A8&clue.pageNum=2&pageNum=3');
    const cluesReset = listStateToSearch({ pageNum: 1, pageSize: 10, filters: {} }, clues, both);
    expect(cluesReset.toString()).toBe('name=%E5%AE%98%E7%BD%91');
  });
});
