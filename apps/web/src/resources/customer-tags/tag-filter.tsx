import Select from 'antd/es/select';
import Tag from 'antd/es/tag';
import { useTranslation } from 'react-i18next';
import { useCustomerTagGroups } from './customer-tag-queries';
import { CUSTOMER_TAGS_NS } from './customer-tags-i18n';

interface TagFilterProps {
  /** The picked tag ids (an antd Form.Item fills value/onChange); lists send them as `tagIds`. */
  value?: number[];
  onChange?(ids: number[]): void;
  style?: React.CSSProperties;
}

/**
 * The customer lists' tag filter: tags grouped by tag group, several at once (customers having
 * any of them). Send the value with tagIdsQuery() from customer-tag-link-queries.ts.
 */
export function TagFilter({ value, onChange, style }: TagFilterProps) {
  const { t } = useTranslation(CUSTOMER_TAGS_NS);
  const groups = useCustomerTagGroups();
  const colorOf = new Map(
    (groups.data ?? []).flatMap((group) => group.tags.map((tag) => [tag.id, tag.color])),
  );
  return (
    <Select<number[]>
      mode="multiple"
      allowClear
      maxTagCount="responsive"
      value={value}
      onChange={onChange}
      loading={groups.isPending}
      prefix={`${t('filter.label')}:`}
      // The prefix is shown, not tied to the input: a screen reader needs the name on the input itself.
      aria-label={t('filter.label')}
      placeholder={t('filter.placeholder')}
      style={{ width: 300, ...style }}
      showSearch={{ optionFilterProp: 'label' }}
      options={(groups.data ?? [])
        .filter((group) => group.tags.length > 0)
        .map((group) => ({
          label: group.name,
          options: group.tags.map((tag) => ({ value: tag.id, label: tag.name })),
        }))}
      tagRender={({ value: id, label, closable, onClose }) => (
        <Tag
          color={colorOf.get(id as number)}
          closable={closable}
          onClose={onClose}
          style={{ marginInlineEnd: 4 }}
        >
          {label}
        </Tag>
      )}
      data-testid="tag-filter"
    />
  );
}
