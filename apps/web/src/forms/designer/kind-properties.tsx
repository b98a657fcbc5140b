import {
  SUBFORM_UPLOAD_MAX_FILES,
  TEXTAREA_DEFAULT_ROWS,
  UPLOAD_MAX_FILES,
  UPLOAD_MAX_MB,
} from '@atrium/contract';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Segmented from 'antd/es/segmented';
import Select from 'antd/es/select';
import { useTranslation } from 'react-i18next';
import type { ChoiceField, FormField, OptionMapping, UploadField } from '../form-schema';
import { JsonOptionsEditor, OptionsEditor } from './options-editor';
import { NumberProp, SectionTitle, SwitchProp } from './prop-controls';

type Patch = (patch: Record<string, unknown>) => void;

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/** The properties only some kinds have: lengths and limits, options and their source, uploads. */
export function KindProperties({
  field,
  set,
  inSubForm,
}: {
  field: FormField;
  set: Patch;
  inSubForm: boolean;
}) {
  const { t } = useTranslation('designer');
  switch (field.tag) {
    case 'input':
    case 'textarea':
      return (
        <>
          <NumberProp
            label={t('prop.maxLength')}
            value={field.maxLength}
            min={1}
            precision={0}
            onChange={(maxLength) => set({ maxLength })}
          />
          {field.tag === 'textarea' && (
            <NumberProp
              label={t('prop.rows')}
              value={field.rows ?? TEXTAREA_DEFAULT_ROWS}
              min={1}
              max={30}
              precision={0}
              onChange={(rows) => set({ rows })}
            />
          )}
        </>
      );
    case 'number':
    case 'slider':
      return (
        <>
          <div className="atrium-designer-list-row">
            <NumberProp label={t('prop.min')} value={field.min} onChange={(min) => set({ min })} />
            <NumberProp label={t('prop.max')} value={field.max} onChange={(max) => set({ max })} />
          </div>
          <div className="atrium-designer-list-row">
            <NumberProp
              label={t('prop.step')}
              value={field.step}
              min={0}
              onChange={(step) => set({ step })}
            />
            {field.tag === 'number' && (
              <NumberProp
                label={t('prop.precision')}
                value={field.precision}
                min={0}
                max={10}
                precision={0}
                onChange={(precision) => set({ precision })}
              />
            )}
          </div>
        </>
      );
    case 'rate':
      return (
        <NumberProp
          label={t('prop.count')}
          value={field.count ?? 5}
          min={1}
          max={10}
          precision={0}
          onChange={(count) => set({ count })}
        />
      );
    case 'employee':
    case 'department':
    case 'relatedApproval':
      return (
        <SwitchProp
          label={t('prop.multiple')}
          checked={field.multiple ?? false}
          onChange={(multiple) => set({ multiple: multiple || undefined })}
        />
      );
    case 'select':
    case 'cascader':
    case 'radio':
    case 'checkbox':
    case 'transfer':
      return <OptionSource field={field} set={set} />;
    case 'upload':
      return <UploadProperties field={field} set={set} inSubForm={inSubForm} />;
    default:
      return null;
  }
}

function OptionSource({ field, set }: { field: ChoiceField; set: Patch }) {
  const { t } = useTranslation('designer');
  const dynamic = field.dataType === 'dynamic';
  const mapping: OptionMapping = field.mapping ?? field.optionModel ?? { value: 'value', label: 'label' };
  // Writing the mapping retires the older optionModel name.
  const setMapping = (patch: Partial<OptionMapping>) =>
    set({ mapping: { ...mapping, ...patch }, optionModel: undefined });
  return (
    <>
      <SectionTitle>{t('panel.data')}</SectionTitle>
      {field.tag === 'select' && (
        <SwitchProp
          label={t('prop.multiple')}
          checked={field.multiple ?? false}
          onChange={(multiple) => set({ multiple: multiple || undefined })}
        />
      )}
      <Form.Item label={t('prop.dataType')}>
        <Segmented
          block
          data-testid="prop-dataType"
          value={dynamic ? 'dynamic' : 'static'}
          options={[
            { label: t('prop.dataStatic'), value: 'static' },
            { label: t('prop.dataDynamic'), value: 'dynamic' },
          ]}
          onChange={(value) =>
            set(
              value === 'dynamic'
                ? { dataType: 'dynamic', method: field.method ?? 'GET', mapping }
                : {
                    dataType: 'static',
                    url: undefined,
                    method: undefined,
                    dataPath: undefined,
                    mapping: undefined,
                    optionModel: undefined,
                  },
            )
          }
        />
      </Form.Item>
      {dynamic ? (
        <>
          <Form.Item label={t('prop.url')}>
            <Input
              aria-label={t('prop.url')}
              data-testid="prop-url"
              value={field.url ?? ''}
              placeholder="/erp/…"
              onChange={(event) => set({ url: event.target.value || undefined })}
            />
          </Form.Item>
          <Form.Item label={t('prop.method')}>
            <Select
              aria-label={t('prop.method')}
              value={field.method ?? 'GET'}
              options={METHODS.map((method) => ({ label: method, value: method }))}
              onChange={(method) => set({ method })}
            />
          </Form.Item>
          <Form.Item label={t('prop.dataPath')} extra={t('prop.dataPathHint')}>
            <Input
              aria-label={t('prop.dataPath')}
              value={field.dataPath ?? ''}
              onChange={(event) => set({ dataPath: event.target.value || undefined })}
            />
          </Form.Item>
          <div className="atrium-designer-list-row">
            <Form.Item label={t('prop.mappingValue')}>
              <Input
                aria-label={t('prop.mappingValue')}
                value={mapping.value}
                onChange={(event) => setMapping({ value: event.target.value })}
              />
            </Form.Item>
            <Form.Item label={t('prop.mappingLabel')}>
              <Input
                aria-label={t('prop.mappingLabel')}
                value={mapping.label}
                onChange={(event) => setMapping({ label: event.target.value })}
              />
            </Form.Item>
          </div>
        </>
      ) : field.tag === 'cascader' ? (
        <JsonOptionsEditor options={field.options ?? []} onChange={(options) => set({ options })} />
      ) : (
        <OptionsEditor options={field.options ?? []} onChange={(options) => set({ options })} />
      )}
    </>
  );
}

function UploadProperties({ field, set, inSubForm }: { field: UploadField; set: Patch; inSubForm: boolean }) {
  const { t } = useTranslation('designer');
  return (
    <>
      <SectionTitle>{t('panel.upload')}</SectionTitle>
      <div className="atrium-designer-list-row">
        <NumberProp
          label={t('prop.fileSize')}
          value={field.fileSize ?? UPLOAD_MAX_MB}
          min={0.01}
          step={1}
          onChange={(fileSize) => set({ fileSize })}
        />
        <NumberProp
          label={t('prop.limit')}
          value={inSubForm ? SUBFORM_UPLOAD_MAX_FILES : (field.limit ?? UPLOAD_MAX_FILES)}
          min={1}
          precision={0}
          onChange={(limit) => set({ limit })}
          disabled={inSubForm}
          testId="prop-limit"
        />
      </div>
      {inSubForm && (
        <div className="atrium-designer-muted" style={{ marginTop: -8, marginBottom: 12 }}>
          {t('prop.subFormLimitHint')}
        </div>
      )}
      <Form.Item label={t('prop.accept')} extra={t('prop.acceptHint')}>
        <Input
          aria-label={t('prop.accept')}
          value={field.accept ?? ''}
          onChange={(event) => set({ accept: event.target.value || undefined })}
        />
      </Form.Item>
      <Form.Item label={t('prop.name')}>
        <Input
          aria-label={t('prop.name')}
          value={field.name ?? 'file'}
          onChange={(event) => set({ name: event.target.value || undefined })}
        />
      </Form.Item>
      <Form.Item label={t('prop.listType')}>
        <Segmented
          block
          value={field.listType ?? 'text'}
          options={[
            { label: t('prop.listText'), value: 'text' },
            { label: t('prop.listPicture'), value: 'picture-card' },
          ]}
          onChange={(listType) => set({ listType })}
        />
      </Form.Item>
      {!inSubForm && (
        <SwitchProp
          label={t('prop.multiple')}
          checked={field.multiple ?? false}
          onChange={(multiple) => set({ multiple: multiple || undefined })}
        />
      )}
    </>
  );
}
