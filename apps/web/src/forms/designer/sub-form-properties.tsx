import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Segmented from 'antd/es/segmented';
import Select from 'antd/es/select';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldTag, SubFormField } from '../form-schema';
import type { FieldPath } from './designer-state';
import { FIELD_KINDS, kindOf } from './field-kinds';
import { SectionTitle, SwitchProp } from './prop-controls';

interface SubFormPropertiesProps {
  field: SubFormField;
  index: number;
  set: (patch: Record<string, unknown>) => void;
  onSelect: (path: FieldPath) => void;
  onRemove: (path: FieldPath) => void;
  onAddColumn: (tag: FieldTag) => void;
}

const COLUMN_KINDS = FIELD_KINDS.filter((kind) => kind.tag !== 'subForm');

/** Sub-form layout, row buttons and editing, and its columns (spec §3 "Sub-form"). */
export function SubFormProperties({
  field,
  index,
  set,
  onSelect,
  onRemove,
  onAddColumn,
}: SubFormPropertiesProps) {
  const { t } = useTranslation('designer');
  const [kind, setKind] = useState<FieldTag>('input');
  return (
    <>
      <SectionTitle>{t('panel.subForm')}</SectionTitle>
      <Form.Item label={t('prop.mode')}>
        <Segmented
          block
          data-testid="prop-mode"
          value={field.mode}
          options={[
            { label: t('prop.modeHorizontal'), value: 'horizontal' },
            { label: t('prop.modeVertical'), value: 'vertical' },
          ]}
          onChange={(mode) => set({ mode })}
        />
      </Form.Item>
      <SwitchProp
        label={t('prop.addButton')}
        checked={field.addButton ?? true}
        onChange={(addButton) => set({ addButton })}
      />
      <SwitchProp
        label={t('prop.deleteButton')}
        checked={field.deleteButton ?? true}
        onChange={(deleteButton) => set({ deleteButton })}
      />
      <SwitchProp
        label={t('prop.canEdit')}
        checked={field.canEdit ?? true}
        onChange={(canEdit) => set({ canEdit })}
      />
      <Form.Item label={t('prop.columns')}>
        {field.children.map((child, childIndex) => (
          <div key={child.vModel} className="atrium-designer-list-row" style={{ alignItems: 'center' }}>
            <span className="atrium-designer-card-icon">{kindOf(child.tag).icon}</span>
            <span className="atrium-designer-card-text">
              <span className="atrium-designer-card-label">{child.label}</span>
              <span className="atrium-designer-card-key"> {child.vModel}</span>
            </span>
            <Button
              type="text"
              size="small"
              icon={<EditOutlined />}
              aria-label={`${t('prop.editColumn')} ${child.label}`}
              onClick={() => onSelect({ index, child: childIndex })}
            />
            <Button
              type="text"
              size="small"
              danger
              icon={<DeleteOutlined />}
              aria-label={`${t('prop.remove')} ${child.label}`}
              onClick={() => onRemove({ index, child: childIndex })}
            />
          </div>
        ))}
        <div className="atrium-designer-list-row">
          <Select<FieldTag>
            aria-label={t('panel.kind')}
            value={kind}
            style={{ flex: 1, minWidth: 0 }}
            options={COLUMN_KINDS.map((item) => ({ value: item.tag, label: t(`kind.${item.tag}`) }))}
            onChange={setKind}
          />
          <Button icon={<PlusOutlined />} onClick={() => onAddColumn(kind)} data-testid="add-column">
            {t('prop.addColumn')}
          </Button>
        </div>
      </Form.Item>
    </>
  );
}
