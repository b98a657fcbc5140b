import { TEXTAREA_DEFAULT_ROWS } from '@atrium/contract';
import Cascader from 'antd/es/cascader';
import Checkbox from 'antd/es/checkbox';
import DatePicker from 'antd/es/date-picker';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Radio from 'antd/es/radio';
import Rate from 'antd/es/rate';
import Select from 'antd/es/select';
import Slider from 'antd/es/slider';
import Switch from 'antd/es/switch';
import TimePicker from 'antd/es/time-picker';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormField } from './form-schema';
import { formatFor } from './picker-value';
import { TransferInput } from './transfer-input';
import { UploadInput } from './upload-input';
import { useFieldOptions } from './use-field-options';

interface FieldControlProps {
  field: Exclude<FormField, { tag: 'subForm' }>;
  inSubForm: boolean;
  disabled: boolean;
  /** value/checked, onChange and id, injected by the enclosing Form.Item and passed on. */
  [binding: string]: unknown;
}

/**
 * The edit control for one field kind of spec §2.10. Form.Item hands `value` and `onChange` to this
 * component, which passes them on to the control of the field's kind.
 */
export function FieldControl({ field, inSubForm, disabled, ...binding }: FieldControlProps): ReactElement {
  const { t } = useTranslation('forms');
  const { options, loading } = useFieldOptions(field);
  const typed = t('placeholder.input', { label: field.label });
  const chosen = t('placeholder.select', { label: field.label });
  const placeholder = field.placeholder;
  const common = { ...binding, disabled: disabled || field.disabled, 'aria-label': field.label };

  switch (field.tag) {
    case 'input':
      return <Input {...common} placeholder={placeholder ?? typed} maxLength={field.maxLength} allowClear />;
    case 'textarea':
      return (
        <Input.TextArea
          {...common}
          placeholder={placeholder ?? typed}
          maxLength={field.maxLength}
          rows={field.rows ?? TEXTAREA_DEFAULT_ROWS}
        />
      );
    case 'number':
      return (
        // No min, max or precision: antd would clamp and round what was typed; field-rules.ts refuses
        // instead. The bounds are still announced to assistive technology.
        <InputNumber
          {...common}
          aria-valuemin={field.min}
          aria-valuemax={field.max}
          placeholder={placeholder ?? typed}
          step={field.step}
          style={{ width: '100%' }}
        />
      );
    case 'select':
    case 'employee':
    case 'department':
    case 'relatedApproval':
      return (
        <Select
          {...common}
          placeholder={placeholder ?? chosen}
          options={options}
          loading={loading}
          mode={'multiple' in field && field.multiple ? 'multiple' : undefined}
          showSearch={{ optionFilterProp: 'label' }}
          allowClear
        />
      );
    case 'cascader':
      return <Cascader {...common} placeholder={placeholder ?? chosen} options={options} allowClear />;
    case 'radio':
      return <Radio.Group {...common} options={options} />;
    case 'checkbox':
      return <Checkbox.Group {...common} options={options} />;
    case 'transfer':
      return <TransferInput {...common} options={options} />;
    case 'switch':
      return <Switch {...common} />;
    case 'rate':
      return <Rate {...common} count={field.count} />;
    case 'slider':
      // The handle is the control (role="slider"): it takes the name, the wrapper's aria-label reaches nobody.
      return (
        <Slider
          {...common}
          ariaLabelForHandle={field.label}
          min={field.min}
          max={field.max}
          step={field.step}
        />
      );
    case 'time':
      return <TimePicker {...common} placeholder={placeholder ?? chosen} format={formatFor('time')} />;
    case 'date':
      return (
        <DatePicker {...common} placeholder={placeholder ?? chosen} showTime format={formatFor('date')} />
      );
    case 'dateRange':
      return (
        <DatePicker.RangePicker
          {...binding}
          disabled={common.disabled}
          placeholder={[t('placeholder.rangeStart'), t('placeholder.rangeEnd')]}
          showTime
          format={formatFor('dateRange')}
        />
      );
    case 'upload':
      return <UploadInput {...binding} settings={field} inSubForm={inSubForm} disabled={common.disabled} />;
  }
}
