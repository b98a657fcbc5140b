import ArrowDownOutlined from '@ant-design/icons/es/icons/ArrowDownOutlined';
import ArrowUpOutlined from '@ant-design/icons/es/icons/ArrowUpOutlined';
import SettingOutlined from '@ant-design/icons/es/icons/SettingOutlined';
import Button from 'antd/es/button';
import Checkbox from 'antd/es/checkbox';
import Popover from 'antd/es/popover';
import Tooltip from 'antd/es/tooltip';
import { useTranslation } from 'react-i18next';
import { type ArrangedColumn, moveColumn } from './column-settings';

interface ColumnSettingsButtonProps {
  columns: ArrangedColumn[];
  titleOf(key: string): string;
  onChange(columns: ArrangedColumn[] | null): void;
}

/** The toolbar's column settings: show or hide each column and move it up or down. */
export function ColumnSettingsButton({ columns, titleOf, onChange }: ColumnSettingsButtonProps) {
  const { t } = useTranslation('resources');
  const visibleCount = columns.filter((column) => column.visible).length;
  const content = (
    <div data-testid="column-settings" style={{ minWidth: 220 }}>
      {columns.map((column, index) => (
        <div key={column.key} style={{ display: 'flex', alignItems: 'center', gap: 4, padding: '2px 0' }}>
          <Checkbox
            checked={column.visible}
            // The last visible column stays: a table without columns shows nothing to choose from.
            disabled={column.visible && visibleCount === 1}
            onChange={(event) =>
              onChange(
                columns.map((item) =>
                  item.key === column.key ? { ...item, visible: event.target.checked } : item,
                ),
              )
            }
            style={{ flex: 1 }}
          >
            {titleOf(column.key)}
          </Checkbox>
          <Button
            type="text"
            size="small"
            icon={<ArrowUpOutlined />}
            aria-label={`${t('columns.moveUp')} ${titleOf(column.key)}`}
            disabled={index === 0}
            onClick={() => onChange(moveColumn(columns, index, -1))}
          />
          <Button
            type="text"
            size="small"
            icon={<ArrowDownOutlined />}
            aria-label={`${t('columns.moveDown')} ${titleOf(column.key)}`}
            disabled={index === columns.length - 1}
            onClick={() => onChange(moveColumn(columns, index, 1))}
          />
        </div>
      ))}
      <div
        style={{
          borderTop: '1px solid rgba(5, 5, 5, 0.06)',
          marginTop: 6,
          paddingTop: 6,
          textAlign: 'right',
        }}
      >
        <Button size="small" type="link" onClick={() => onChange(null)}>
          {t('columns.reset')}
        </Button>
      </div>
    </div>
  );
  return (
    <Popover trigger="click" placement="bottomRight" title={t('toolbar.columns')} content={content}>
      <Tooltip title={t('toolbar.columns')}>
        <Button
          icon={<SettingOutlined />}
          aria-label={t('toolbar.columns')}
          data-testid="column-settings-button"
        />
      </Tooltip>
    </Popover>
  );
}
