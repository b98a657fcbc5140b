import type { FieldDef, Resource } from '@atrium/contract';
import Button from 'antd/es/button';
import Col from 'antd/es/col';
import DatePicker from 'antd/es/date-picker';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber, { type InputNumberProps } from 'antd/es/input-number';
import Row from 'antd/es/row';
import Select from 'antd/es/select';
import Space from 'antd/es/space';
import type { Dayjs } from 'dayjs';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useFieldWidget } from './field-widgets';
import { FilterFold } from './filter-fold';
import { type FilterFormValues, filtersFromFormValues, formValuesFromFilters } from './filter-values';
import type { ListState } from './list-url-state';
import { ReferencePicker } from './reference-picker';
import type { ResourceLabels } from './resource-labels';
import { useDictOptions } from './use-dict-options';

interface FilterFormProps {
  resource: Resource;
  labels: ResourceLabels;
  /** The filters now applied (from the URL); the form follows them on back/forward. */
  filters: ListState['filters'];
  onSearch(filters: ListState['filters']): void;
  onReset(): void;
}

/** Columns per filter: three a row on desktops, two on tablets, one on phones. */
const FILTER_SPAN = { xs: 24, md: 12, xl: 8 } as const;

interface FilterControlProps {
  name: string;
  def: FieldDef;
  labels: ResourceLabels;
  /** Injected by Form.Item and handed to the control. */
  value?: unknown;
  onChange?: (value: unknown) => void;
  id?: string;
}

function FilterControl({ name, def, labels, id, value, onChange }: FilterControlProps) {
  const { t } = useTranslation('resources');
  const label = labels.field(name);
  const dictOptions = useDictOptions(def.kind === 'dict' ? def.dictType : undefined);
  const widget = useFieldWidget(def);
  const multiple = def.filter === 'in';
  const selectProps = {
    id,
    value: value as string | string[] | undefined,
    onChange,
    allowClear: true,
    placeholder: t('filter.select', { label }),
    mode: multiple ? ('multiple' as const) : undefined,
    optionFilterProp: 'label',
  };
  if (widget?.Input && !multiple) return <widget.Input {...selectProps} />;
  switch (def.kind) {
    case 'boolean':
      return (
        <Select
          {...selectProps}
          options={[
            { value: 'true', label: t('value.yes') },
            { value: 'false', label: t('value.no') },
          ]}
        />
      );
    case 'enum':
      return (
        <Select
          {...selectProps}
          options={(def.values ?? []).map((value) => ({ value, label: labels.enumValue(def, value) }))}
        />
      );
    case 'dict':
      return <Select {...selectProps} options={dictOptions} />;
    case 'reference':
      return (
        <ReferencePicker
          source={def.ref ?? ''}
          id={id}
          value={value as number | number[] | undefined}
          onChange={onChange}
          multiple={multiple}
          placeholder={selectProps.placeholder}
        />
      );
    case 'number':
    case 'money':
    case 'quantity':
      return (
        <NumberFilterInput
          def={def}
          id={id}
          value={value}
          onChange={onChange}
          style={{ width: '100%' }}
          placeholder={t('filter.input', { label })}
        />
      );
    case 'date':
    case 'datetime':
      return (
        <DatePicker
          id={id}
          value={value as Dayjs | undefined}
          onChange={onChange}
          style={{ width: '100%' }}
          placeholder={t('filter.select', { label })}
        />
      );
    default:
      // Several codes at once: typed and confirmed with Enter (or a comma), no options to pick from.
      return multiple ? (
        <Select
          id={id}
          value={value as string[] | undefined}
          onChange={onChange}
          mode="tags"
          allowClear
          open={false}
          tokenSeparators={[',', ' ']}
          placeholder={t('filter.codes')}
        />
      ) : (
        <Input
          id={id}
          value={value as string | undefined}
          onChange={onChange}
          allowClear
          placeholder={t('filter.input', { label })}
        />
      );
  }
}

type NumberFilterInputProps = Omit<InputNumberProps<string | number>, 'value' | 'onChange'> & {
  def: FieldDef;
  value?: unknown;
  onChange?: (value: unknown) => void;
};

/**
 * A number filter: money in yuan with two decimals (filter-values.ts turns it into fen), a
 * quantity as a decimal string (stringMode: no float rounds it), other numbers as they are.
 */
function NumberFilterInput({ def, value, onChange, ...props }: NumberFilterInputProps) {
  if (def.kind === 'quantity') {
    return (
      <InputNumber<string>
        {...(props as InputNumberProps<string>)}
        stringMode
        value={typeof value === 'string' ? value : null}
        onChange={(next) => onChange?.(next ?? undefined)}
      />
    );
  }
  return (
    <InputNumber<number>
      {...(props as InputNumberProps<number>)}
      precision={def.kind === 'money' ? 2 : undefined}
      value={typeof value === 'number' ? value : null}
      onChange={(next) => onChange?.(next ?? undefined)}
    />
  );
}

function RangeControl({ name, def, label }: { name: string; def: FieldDef; label: string }) {
  const { t } = useTranslation('resources');
  if (def.kind === 'date' || def.kind === 'datetime') {
    return (
      <Form.Item name={name} noStyle>
        <DatePicker.RangePicker
          style={{ width: '100%' }}
          placeholder={[t('filter.dateFrom'), t('filter.dateTo')]}
        />
      </Form.Item>
    );
  }
  return (
    <Space.Compact style={{ width: '100%' }}>
      <Form.Item name={`${name}From`} noStyle>
        <NumberFilterInput
          def={def}
          style={{ width: '50%' }}
          placeholder={t('filter.from')}
          aria-label={`${label} ${t('filter.from')}`}
        />
      </Form.Item>
      <Form.Item name={`${name}To`} noStyle>
        <NumberFilterInput
          def={def}
          style={{ width: '50%' }}
          placeholder={t('filter.to')}
          aria-label={`${label} ${t('filter.to')}`}
        />
      </Form.Item>
    </Space.Compact>
  );
}

/** The list's filter form: one control per field with a `filter`, then 查询 and 重置. */
export function FilterForm({ resource, labels, filters, onSearch, onReset }: FilterFormProps) {
  const { t } = useTranslation('resources');
  const [form] = Form.useForm<FilterFormValues>();
  const filtered = Object.entries(resource.fields).filter(([, def]) => def.filter !== undefined);

  // Back/forward and reload change the applied filters from outside: show those. A search made
  // here already matches, and is left alone (a reset would remount the controls and drop focus).
  useEffect(() => {
    const shown = filtersFromFormValues(resource, form.getFieldsValue());
    if (JSON.stringify(shown) === JSON.stringify(filters)) return;
    form.resetFields();
    form.setFieldsValue(formValuesFromFilters(resource, filters));
  }, [form, resource, filters]);

  if (filtered.length === 0) return null;
  return (
    <FilterFold active={Object.keys(filters).length}>
      <Form<FilterFormValues>
        form={form}
        // Field ids become filter_<field>, apart from the record form's record_<field>.
        name="filter"
        layout="horizontal"
        onFinish={(values) => onSearch(filtersFromFormValues(resource, values))}
        data-testid="resource-filter"
        className="atrium-resource-filter"
      >
        <Row gutter={16}>
          {filtered.map(([name, def]) => (
            <Col key={name} {...FILTER_SPAN}>
              {def.filter === 'range' ? (
                <Form.Item label={labels.field(name)}>
                  <RangeControl name={name} def={def} label={labels.field(name)} />
                </Form.Item>
              ) : (
                <Form.Item name={name} label={labels.field(name)}>
                  <FilterControl name={name} def={def} labels={labels} />
                </Form.Item>
              )}
            </Col>
          ))}
          <Col {...FILTER_SPAN} style={{ marginLeft: 'auto' }}>
            <Form.Item style={{ textAlign: 'right' }}>
              <Space>
                <Button
                  onClick={() => {
                    form.resetFields();
                    onReset();
                  }}
                >
                  {t('toolbar.reset')}
                </Button>
                <Button type="primary" htmlType="submit">
                  {t('toolbar.query')}
                </Button>
              </Space>
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </FilterFold>
  );
}
