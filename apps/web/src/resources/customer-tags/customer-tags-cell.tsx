import Tag from 'antd/es/tag';
import { useCustomerTagGroups } from './customer-tag-queries';

/** A customer row's tags (by id) as coloured tags, for the customer and pool lists. */
export function CustomerTagsCell({ tagIds }: { tagIds: readonly number[] }) {
  const groups = useCustomerTagGroups();
  const tags = (groups.data ?? []).flatMap((group) => group.tags).filter((tag) => tagIds.includes(tag.id));
  return (
    <>
      {tags.map((tag) => (
        <Tag key={tag.id} color={tag.color} style={{ marginBottom: 2 }}>
          {tag.name}
        </Tag>
      ))}
    </>
  );
}
