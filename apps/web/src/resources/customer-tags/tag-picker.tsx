import CheckOutlined from '@ant-design/icons/CheckOutlined';
import Alert from 'antd/es/alert';
import Empty from 'antd/es/empty';
import Flex from 'antd/es/flex';
import Spin from 'antd/es/spin';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { togglePickedTag, useCustomerTagGroups } from './customer-tag-queries';
import './customer-tags-i18n';
import { CUSTOMER_TAGS_NS } from './customer-tags-i18n';

interface TagPickerProps {
  /** The picked tag ids (an antd Form.Item fills value/onChange). */
  value?: readonly number[];
  onChange?(ids: number[]): void;
  disabled?: boolean;
}

/**
 * Picks customer tags group by group: every enabled group with its coloured tags; a picked tag
 * shows in its colour with a tick. A single-select group keeps at most one tag picked.
 */
export function TagPicker({ value = [], onChange, disabled = false }: TagPickerProps) {
  const { t } = useTranslation(CUSTOMER_TAGS_NS);
  const { data: groups, isPending, isError } = useCustomerTagGroups();
  if (isPending) return <Spin size="small" tip={t('picker.loading')} />;
  if (isError) return <Alert type="error" showIcon title={t('picker.failed')} />;
  const withTags = groups.filter((group) => group.tags.length > 0);
  if (withTags.length === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('picker.empty')} />;
  return (
    <Flex vertical gap={8} data-testid="tag-picker">
      {withTags.map((group) => (
        <Flex key={group.id} gap={8} align="baseline" wrap>
          <Typography.Text type="secondary" style={{ minWidth: 72 }}>
            {group.name}
            {group.multiSelect ? '' : ` (${t('groups.single')})`}
          </Typography.Text>
          {group.tags.map((tag) => {
            const picked = value.includes(tag.id);
            return (
              <Tag
                key={tag.id}
                role="checkbox"
                aria-checked={picked}
                aria-disabled={disabled}
                tabIndex={disabled ? -1 : 0}
                color={picked ? tag.color : undefined}
                icon={picked ? <CheckOutlined /> : undefined}
                style={{ cursor: disabled ? 'not-allowed' : 'pointer', userSelect: 'none' }}
                onClick={() => !disabled && onChange?.(togglePickedTag(value, group, tag.id))}
                onKeyDown={(event) => {
                  if (!disabled && (event.key === ' ' || event.key === 'Enter')) {
                    event.preventDefault();
                    onChange?.(togglePickedTag(value, group, tag.id));
                  }
                }}
              >
                {tag.name}
              </Tag>
            );
          })}
        </Flex>
      ))}
    </Flex>
  );
}
