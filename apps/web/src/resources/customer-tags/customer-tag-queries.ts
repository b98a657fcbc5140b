import { type CustomerTagPickerGroup, crmTagsApi } from '@atrium/contract';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../platform/api/call-endpoint';
import { useQueryScope } from '../../platform/query/screen-query-provider';

/**
 * Every enabled tag group with its tags, for pickers and for showing a customer's tags by id.
 * Keyed under the customerTag resource, so the tag screen's writes refresh it too.
 */
export function useCustomerTagGroups() {
  const scope = useQueryScope();
  return useQuery({
    queryKey: [...scope, 'resource', 'customerTag', 'withTags'],
    queryFn: ({ signal }) =>
      callEndpoint(crmTagsApi.customerTagGroupsWithTags, { signal }) as Promise<CustomerTagPickerGroup[]>,
    staleTime: 60_000,
  });
}

/**
 * The picked ids after clicking `tagId`: toggles it; in a single-select group picking a tag drops
 * the group's other tags.
 */
export function togglePickedTag(
  picked: readonly number[],
  group: Pick<CustomerTagPickerGroup, 'multiSelect' | 'tags'>,
  tagId: number,
): number[] {
  if (picked.includes(tagId)) return picked.filter((id) => id !== tagId);
  if (group.multiSelect) return [...picked, tagId];
  const siblings = new Set(group.tags.map((tag) => tag.id));
  return [...picked.filter((id) => !siblings.has(id)), tagId];
}
