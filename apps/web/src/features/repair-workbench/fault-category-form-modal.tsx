import {
  FAULT_CATEGORY_FITTINGS_MAX,
  faultCategoryResource,
} from '@atrium/contract/resources/fault-category';
import Col from 'antd/es/col';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Modal from 'antd/es/modal';
import Row from 'antd/es/row';
import Spin from 'antd/es/spin';
import Switch from 'antd/es/switch';
import { useTranslation } from 'react-i18next';
import { useFormSave } from '../../forms/use-form-save';
import { ReferenceTreeSelect } from '../../resources/reference-tree-select';
import { REPAIRS_NS } from '../../resources/repairs/repairs-i18n';
import { useResourceRecord, useResourceWrites } from '../../resources/resource-api';
import type { AnyRow } from '../../resources/resource-types';
import { FittingLinesField } from './fitting-lines-field';

type Fitting = { id?: number; fittingId?: number; quantity?: string; label?: string };
type Values = {
  name?: string;
  parentId?: number | null;
  labourMinutes?: number | null;
  sort?: number | null;
  enabled?: boolean;
  fittings?: Fitting[];
};

type StoredFitting = { id: number; fittingId: number; quantity: string; labels?: { fittingId?: string } };

function valuesOf(record: AnyRow | undefined): Values {
  if (!record) return { enabled: true, sort: 0, fittings: [] };
  return {
    name: record.name as string,
    parentId: record.parentId as number | null,
    labourMinutes: record.labourMinutes as number | null,
    sort: record.sort as number | null,
    enabled: record.enabled as boolean,
    fittings: ((record.fittings ?? []) as StoredFitting[]).map((line) => ({
      id: line.id,
      fittingId: line.fittingId,
      quantity: line.quantity,
      label: line.labels?.fittingId ?? undefined,
    })),
  };
}

/** The record body: the category's fields and its typical fittings in one request (children). */
export function faultCategoryBody(values: Values) {
  return {
    name: (values.name ?? '').trim(),
    parentId: values.parentId ?? null,
    labourMinutes: values.labourMinutes ?? null,
    sort: values.sort ?? null,
    enabled: values.enabled ?? true,
    fittings: (values.fittings ?? []).map((line) => ({
      ...(line.id ? { id: line.id } : {}),
      fittingId: line.fittingId,
      quantity: (line.quantity ?? '').trim(),
    })),
  };
}

interface FaultCategoryFormModalProps {
  /** The category edited, or null for a new one. */
  editing: AnyRow | null;
  onClose(): void;
}

/**
 * 新增 / 编辑故障分类: name, parent (the tree), labour minutes, order, enabled, and the fittings a
 * repair of it typically takes with their quantities, saved with the category in one request.
 */
export function FaultCategoryFormModal({ editing, onClose }: FaultCategoryFormModalProps) {
  const { t } = useTranslation(REPAIRS_NS);
  const writes = useResourceWrites(faultCategoryResource);
  const record = useResourceRecord(faultCategoryResource, editing?.id ?? null);
  const [form] = Form.useForm<Values>();
  const save = useFormSave<Values>({
    form,
    errors: 'form',
    save: (values) => {
      // The submitted values hold the rendered cells only: a kept line's id is in the store beside them.
      const body = faultCategoryBody({ ...values, fittings: form.getFieldValue('fittings') });
      return editing
        ? writes.update(editing.id, { ...body, version: record.data?.version ?? editing.version })
        : writes.create(body);
    },
    successMessage: t('form.saved'),
    onSaved: onClose,
  });
  const loading = editing !== null && record.isPending;
  return (
    <Modal
      open
      title={editing ? t('faultCategory.edit') : t('faultCategory.add')}
      width={720}
      okText={t('action.save')}
      confirmLoading={save.saving}
      onOk={save.submit}
      onCancel={onClose}
      destroyOnHidden
    >
      {loading ? (
        <Spin style={{ display: 'block', margin: '32px auto' }} />
      ) : (
        <Form<Values>
          form={form}
          layout="vertical"
          initialValues={valuesOf(record.data)}
          onFinish={save.onFinish}
          data-testid="fault-category-form"
        >
          <Row gutter={16}>
            <Col xs={24} md={12}>
              <Form.Item
                name="name"
                label={t('faultCategory.name')}
                rules={[{ required: true, whitespace: true }]}
              >
                <Input maxLength={64} />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name="parentId" label={t('faultCategory.parentId')}>
                <ReferenceTreeSelect source="faultCategory" />
              </Form.Item>
            </Col>
            <Col xs={8}>
              <Form.Item name="labourMinutes" label={t('faultCategory.labourMinutes')}>
                <InputNumber<number> min={0} max={10_000} precision={0} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
            <Col xs={8}>
              <Form.Item name="sort" label={t('faultCategory.sort')}>
                <InputNumber<number> min={0} max={9999} precision={0} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
            <Col xs={8}>
              <Form.Item name="enabled" label={t('faultCategory.enabled')} valuePropName="checked">
                <Switch />
              </Form.Item>
            </Col>
          </Row>
          <h4 style={{ marginTop: 0 }}>{t('faultCategory.fittings')}</h4>
          <FittingLinesField
            name="fittings"
            max={FAULT_CATEGORY_FITTINGS_MAX}
            labelOf={(index) => form.getFieldValue(['fittings', index, 'label']) ?? null}
          />
        </Form>
      )}
    </Modal>
  );
}
