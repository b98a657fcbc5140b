import Empty from 'antd/es/empty';
import Tabs from 'antd/es/tabs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldTag, FormField } from '../form-schema';
import { type FieldPath, fieldAt } from './designer-state';
import { FieldProperties } from './field-properties';
import { FormSettings } from './form-settings';

interface PropertyPanelProps {
  fields: FormField[];
  selected: FieldPath | null;
  update: (path: FieldPath, patch: Record<string, unknown>) => void;
  select: (path: FieldPath | null) => void;
  remove: (path: FieldPath) => void;
  addColumn: (subForm: number, tag: FieldTag) => void;
}

/** The right-hand pane: the selected field's properties, or the form's settings. */
export function PropertyPanel({ fields, selected, update, select, remove, addColumn }: PropertyPanelProps) {
  const { t } = useTranslation('designer');
  const [tab, setTab] = useState<'field' | 'form'>('field');
  const field = fieldAt(fields, selected);
  const parent = selected?.child !== undefined ? fields[selected.index] : undefined;
  const level = selected?.child !== undefined && parent?.tag === 'subForm' ? parent.children : fields;
  const siblingKeys = level.filter((item) => item !== field).map((item) => item.vModel);

  return (
    <section className="atrium-designer-pane" aria-label={t('panel.field')}>
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key as 'field' | 'form')}
        centered
        size="small"
        tabBarStyle={{ margin: 0, paddingInline: 12 }}
        items={[
          { key: 'field', label: t('panel.field') },
          { key: 'form', label: t('panel.form') },
        ]}
      />
      <div className="atrium-designer-pane-body">
        {tab === 'form' ? (
          <FormSettings fieldCount={fields.length} />
        ) : field && selected ? (
          <FieldProperties
            // A fresh panel per field, so drafts (an invalid key, cascader JSON) never leak across.
            key={`${selected.index}.${selected.child ?? ''}:${field.tag}`}
            field={field}
            path={selected}
            parent={parent && selected.child !== undefined ? parent : undefined}
            siblingKeys={siblingKeys}
            update={(patch) => update(selected, patch)}
            onSelect={select}
            onRemove={remove}
            onAddColumn={(tag) => addColumn(selected.index, tag)}
          />
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('panel.noSelection')} />
        )}
      </div>
    </section>
  );
}
