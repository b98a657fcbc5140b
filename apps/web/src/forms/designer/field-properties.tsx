import ArrowLeftOutlined from '@ant-design/icons/ArrowLeftOutlined';
import { FORM_DEFAULT_SPAN } from '@atrium/contract';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Slider from 'antd/es/slider';
import { useTranslation } from 'react-i18next';
import type { FieldTag, FormField } from '../form-schema';
import { DefaultValueEditor, hasDefaultEditor } from './default-value-editor';
import type { FieldPath } from './designer-state';
import { FieldKeyInput } from './field-key-input';
import { kindOf } from './field-kinds';
import { KindProperties } from './kind-properties';
import { NumberProp, SectionTitle, SwitchProp } from './prop-controls';
import { RegListEditor } from './reg-list-editor';
import { SubFormProperties } from './sub-form-properties';

/** Kinds whose control shows a placeholder. */
const WITH_PLACEHOLDER = new Set<FieldTag>([
  'input',
  'textarea',
  'number',
  'select',
  'cascader',
  'time',
  'date',
  'employee',
  'department',
  'relatedApproval',
]);
/** Kinds whose value is text or a number, so a pattern rule means something. */
const WITH_PATTERNS = new Set<FieldTag>(['input', 'textarea', 'number', 'select', 'radio', 'checkbox']);

interface FieldPropertiesProps {
  field: FormField;
  path: FieldPath;
  /** The sub-form a column belongs to. */
  parent?: FormField;
  siblingKeys: string[];
  update: (patch: Record<string, unknown>) => void;
  onSelect: (path: FieldPath) => void;
  onRemove: (path: FieldPath) => void;
  onAddColumn: (tag: FieldTag) => void;
}

/** Every property of the selected field's kind (spec §3 "Form designer field"). */
export function FieldProperties({
  field,
  path,
  parent,
  siblingKeys,
  update,
  onSelect,
  onRemove,
  onAddColumn,
}: FieldPropertiesProps) {
  const { t } = useTranslation('designer');
  const inSubForm = path.child !== undefined;
  return (
    <Form layout="vertical" size="small" className="atrium-designer-props" data-testid="designer-properties">
      {parent && (
        <div className="atrium-designer-list-row" style={{ alignItems: 'center', marginBottom: 12 }}>
          <Button
            size="small"
            type="link"
            icon={<ArrowLeftOutlined />}
            onClick={() => onSelect({ index: path.index })}
            style={{ paddingInline: 0 }}
          >
            {t('panel.backToSubForm')}
          </Button>
          <span className="atrium-designer-muted">{t('panel.inSubForm', { label: parent.label })}</span>
        </div>
      )}
      <SectionTitle>
        <span className="atrium-designer-card-icon" style={{ marginRight: 8 }}>
          {kindOf(field.tag).icon}
        </span>
        {t(`kind.${field.tag}`)}
      </SectionTitle>
      <Form.Item label={t('prop.label')}>
        <Input
          aria-label={t('prop.label')}
          data-testid="prop-label"
          value={field.label}
          onChange={(event) => update({ label: event.target.value })}
        />
      </Form.Item>
      <FieldKeyInput value={field.vModel} siblings={siblingKeys} onChange={(vModel) => update({ vModel })} />
      {WITH_PLACEHOLDER.has(field.tag) && (
        <Form.Item label={t('prop.placeholder')}>
          <Input
            aria-label={t('prop.placeholder')}
            data-testid="prop-placeholder"
            value={field.placeholder ?? ''}
            onChange={(event) => update({ placeholder: event.target.value || undefined })}
          />
        </Form.Item>
      )}
      {!inSubForm && (
        <Form.Item label={`${t('prop.span')} · ${field.span ?? FORM_DEFAULT_SPAN}/24`}>
          <Slider
            aria-label={t('prop.span')}
            min={1}
            max={24}
            marks={{ 6: '6', 8: '8', 12: '12', 24: '24' }}
            value={field.span ?? FORM_DEFAULT_SPAN}
            onChange={(span) => update({ span })}
          />
        </Form.Item>
      )}
      {inSubForm && field.tag !== 'subForm' && parent?.tag === 'subForm' && parent.mode === 'vertical' && (
        <NumberProp
          label={t('prop.span')}
          value={field.span ?? FORM_DEFAULT_SPAN}
          min={1}
          max={24}
          precision={0}
          onChange={(span) => update({ span })}
        />
      )}
      {hasDefaultEditor(field) && (
        <DefaultValueEditor field={field} onChange={(defaultValue) => update({ defaultValue })} />
      )}
      <KindProperties field={field} set={update} inSubForm={inSubForm} />
      {field.tag === 'subForm' && (
        <SubFormProperties
          field={field}
          index={path.index}
          set={update}
          onSelect={onSelect}
          onRemove={onRemove}
          onAddColumn={onAddColumn}
        />
      )}
      <SectionTitle>{t('panel.validation')}</SectionTitle>
      <SwitchProp
        label={t('prop.required')}
        testId="prop-required"
        checked={field.required ?? false}
        onChange={(required) => update({ required })}
      />
      {WITH_PATTERNS.has(field.tag) && (
        <RegListEditor rules={field.regList ?? []} onChange={(regList) => update({ regList })} />
      )}
      <SectionTitle>{t('panel.display')}</SectionTitle>
      <SwitchProp
        label={t('prop.disabled')}
        checked={field.disabled ?? false}
        onChange={(disabled) => update({ disabled: disabled || undefined })}
      />
      <SwitchProp
        label={t('prop.allowPrint')}
        checked={field.allowPrint ?? false}
        onChange={(allowPrint) => update({ allowPrint })}
      />
      <SwitchProp
        label={t('prop.isTicketVisile')}
        checked={field.isTicketVisile ?? false}
        onChange={(isTicketVisile) => update({ isTicketVisile })}
      />
    </Form>
  );
}
