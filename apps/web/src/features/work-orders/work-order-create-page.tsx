import {
  WORK_ORDER_ATTACHMENTS_MAX,
  WORK_ORDER_DESCRIPTION_MAX,
  WORK_ORDER_TITLE_MAX,
  workOrderCreate,
  workOrderDetailPath,
} from '@atrium/contract/endpoints/work-orders';
import Button from 'antd/es/button';
import Col from 'antd/es/col';
import Form, { type FormInstance } from 'antd/es/form';
import Input from 'antd/es/input';
import Result from 'antd/es/result';
import Row from 'antd/es/row';
import Select from 'antd/es/select';
import Space from 'antd/es/space';
import Tag from 'antd/es/tag';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { AttachmentsItem } from '../../forms/attachments-item';
import { FormRenderer } from '../../forms/form-renderer';
import type { FormDefinition, FormValues } from '../../forms/form-schema';
import { useFormSave } from '../../forms/use-form-save';
import { uploadedFileIds, useUploadRequest } from '../../forms/use-upload-request';
import { useGranted } from '../../platform/access/use-granted';
import { callEndpoint } from '../../platform/api/call-endpoint';
import { useClosedTabs } from '../../platform/tabs/closed-tabs-store';
import { CustomerPicker } from '../../resources/customers/customer-picker';
import { ReferencePicker } from '../../resources/reference-picker';
import { WORK_ORDER_CREATE_PATH, workOrderPrefillOf } from '../../resources/work-orders/work-order-links';
import { AssigneeFields } from './work-order-assignee-fields';
import { useWorkOrderDraft, type WorkOrderDraftValues } from './work-order-draft-store';
import {
  nameOptions,
  useRefreshWorkOrders,
  useWorkOrderOptions,
  type WorkOrderCreateBody,
} from './work-order-queries';
import { WORK_ORDERS_NS } from './work-orders-i18n';

/** The prefill of the URL as a key: a new call's link starts a new draft, the same one keeps the edits. */
const prefillKeyOf = (search: URLSearchParams) =>
  ['customer', 'phone', 'callRecordId'].map((name) => search.get(name) ?? '').join('|');

/**
 * The draft the screen opens with: a fresh one after its tab was closed (spec §2.7) or for a call
 * it has not been opened for yet (the URL's customer, phone and call); else the values left when
 * another tab was shown.
 */
function openDraft(search: URLSearchParams) {
  const draft = useWorkOrderDraft.getState();
  const reopened = useClosedTabs.getState().consume(WORK_ORDER_CREATE_PATH);
  const key = prefillKeyOf(search);
  if (reopened || (key !== '||' && key !== draft.prefillKey)) {
    const prefill = workOrderPrefillOf(search);
    draft.start(
      {
        ...(prefill.customerId ? { customerId: prefill.customerId, customerName: prefill.customerName } : {}),
        ...(prefill.phone ? { contactPhone: prefill.phone } : {}),
      },
      prefill.callRecordId ?? null,
      key,
    );
  }
  return useWorkOrderDraft.getState();
}

/**
 * What the form sends: one request, the number and SLA clocks come back from the server. What is
 * not filled in is left out, not sent as null (the browser sends null as '', spec §5).
 */
export function toCreateBody(
  values: WorkOrderDraftValues,
  custom: FormValues,
  callRecordId: number | null,
): WorkOrderCreateBody {
  const serialNo = values.serialNo?.trim();
  return {
    typeId: values.typeId!,
    title: (values.title ?? '').trim(),
    description: (values.description ?? '').trim(),
    ...(values.customerId ? { customerId: values.customerId } : {}),
    contactName: (values.contactName ?? '').trim(),
    contactPhone: (values.contactPhone ?? '').trim(),
    ...(values.priorityId ? { priorityId: values.priorityId } : {}),
    ...(values.saleOrderId ? { saleOrderId: values.saleOrderId } : {}),
    ...(serialNo ? { serialNo } : {}),
    ...(callRecordId ? { callRecordId } : {}),
    custom,
    attachmentFileIds: uploadedFileIds(values.attachments),
    ...(values.groupId ? { groupId: values.groupId } : {}),
    ...(values.assignTo === 'person' && values.responsibleUserId
      ? { responsibleUserId: values.responsibleUserId }
      : {}),
  };
}

const isEmpty = (value: unknown) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/**
 * Whether the type's fields may be sent: a value that breaks its rule may not, but a required field
 * may still be empty when the work order is raised (the caller may not know the model yet); the
 * server refuses to close it until it is filled in.
 */
async function customFieldsFit(customForm: FormInstance<FormValues>): Promise<boolean> {
  const failed = await customForm.validateFields().then(
    () => [],
    (invalid: { errorFields?: { name: (string | number)[] }[] }) => invalid.errorFields ?? [],
  );
  const empty = failed.filter(({ name }) => isEmpty(customForm.getFieldValue(name)));
  customForm.setFields(empty.map(({ name }) => ({ name, errors: [] })));
  return empty.length === failed.length;
}

/**
 * 新建工单 (/workorder/create/0): the type's extra fields by the form renderer, the customer and
 * contact, priority, what it relates to, files, and to whom it goes (a person, or the group's round
 * robin; nobody on duty: the group's queue). Opened from a call it starts with the caller filled in.
 * The path is reachable by everyone (spec §2.2); without the right to create, it says so instead of
 * a form whose choices would never load.
 */
export function WorkOrderCreatePage() {
  const { t } = useTranslation(WORK_ORDERS_NS);
  const navigate = useNavigate();
  if (!useGranted('workorderCreate:add'))
    return (
      <Result
        status="403"
        title={t('create.notAllowed')}
        data-testid="work-order-create-not-allowed"
        extra={
          <Button type="primary" onClick={() => navigate('/')}>
            {t('create.home')}
          </Button>
        }
      />
    );
  return <WorkOrderCreateForm />;
}

function WorkOrderCreateForm() {
  const { t } = useTranslation(WORK_ORDERS_NS);
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const [draft] = useState(() => openDraft(search));
  const [form] = Form.useForm<WorkOrderDraftValues>();
  const [customForm] = Form.useForm<FormValues>();
  const options = useWorkOrderOptions();
  const refresh = useRefreshWorkOrders();
  const keep = useWorkOrderDraft((state) => state.keep);
  const typeId = Form.useWatch('typeId', form) ?? draft.values.typeId;
  const customValues = Form.useWatch((values: FormValues) => values, { form: customForm, preserve: true });
  const type = options.data?.types.find((candidate) => candidate.id === typeId);
  const definition = type?.form as unknown as FormDefinition | undefined;
  const [customFor] = useState(draft.values.typeId);
  const { customRequest, uploading } = useUploadRequest({
    failedText: (name) => t('form.uploadFailed', { name }),
  });

  // The type's own fields wait in the draft too (the form above does so by onValuesChange).
  useEffect(() => {
    if (customValues) keep(form.getFieldsValue(true), customValues);
  }, [customValues, keep, form]);
  // The organization's default priority until one is chosen.
  useEffect(() => {
    const fallback = options.data?.priorities.find((priority) => priority.isDefault);
    if (fallback && form.getFieldValue('priorityId') === undefined)
      form.setFieldValue('priorityId', fallback.id);
  }, [options.data, form]);

  const { saving, submit } = useFormSave({
    form,
    save: (values: WorkOrderDraftValues) =>
      callEndpoint(workOrderCreate, {
        body: toCreateBody(values, definition ? customForm.getFieldsValue(true) : {}, draft.callRecordId),
      }),
    successMessage: (created) => t('create.done', { no: created.documentNo }),
    onSaved: async (created) => {
      // Saved: the next one starts empty, also when this tab (still the call's URL) is shown again.
      useWorkOrderDraft.getState().start({}, null, prefillKeyOf(search));
      await refresh();
      navigate(workOrderDetailPath(created.id), { replace: true });
    },
  });

  const save = async () => {
    const customOk = definition ? await customFieldsFit(customForm) : true;
    if (!customOk) {
      await form.validateFields().catch(() => undefined);
      return;
    }
    await submit();
  };

  const half = { xs: 24, md: 12 };
  return (
    <div data-testid="work-order-create">
      <section className="atrium-panel" style={{ marginBottom: 16 }}>
        <Form<WorkOrderDraftValues>
          form={form}
          layout="vertical"
          initialValues={{ assignTo: 'group', ...draft.values }}
          onValuesChange={(changed: WorkOrderDraftValues, all) => {
            if ('typeId' in changed) {
              const chosen = options.data?.types.find((candidate) => candidate.id === changed.typeId);
              if (chosen?.defaultGroupId) form.setFieldValue('groupId', chosen.defaultGroupId);
              customForm.resetFields();
            }
            keep({ ...all, ...form.getFieldsValue(true) }, 'typeId' in changed ? {} : undefined);
          }}
        >
          <Row gutter={16}>
            <Col {...half}>
              <Form.Item
                name="typeId"
                label={t('form.type')}
                rules={[{ required: true, message: t('form.typeRequired') }]}
              >
                <Select
                  placeholder={t('form.typePlaceholder')}
                  loading={options.isPending}
                  options={nameOptions(options.data?.types)}
                  data-testid="work-order-type"
                />
              </Form.Item>
            </Col>
            <Col {...half}>
              <Form.Item name="priorityId" label={t('form.priority')}>
                <Select
                  options={nameOptions(options.data?.priorities)}
                  data-testid="work-order-priority-select"
                />
              </Form.Item>
            </Col>
            <Col span={24}>
              <Form.Item
                name="title"
                label={t('form.title')}
                rules={[{ required: true, whitespace: true, message: t('form.titleRequired') }]}
              >
                <Input maxLength={WORK_ORDER_TITLE_MAX} showCount data-testid="work-order-title" />
              </Form.Item>
            </Col>
            <Col span={24}>
              <Form.Item name="description" label={t('form.description')}>
                <Input.TextArea rows={4} maxLength={WORK_ORDER_DESCRIPTION_MAX} showCount />
              </Form.Item>
            </Col>
            <Col {...half}>
              <Form.Item name="customerId" label={t('form.customer')}>
                <CustomerPicker
                  valueLabel={draft.values.customerName}
                  placeholder={t('form.customerPlaceholder')}
                  data-testid="work-order-customer"
                />
              </Form.Item>
            </Col>
            <Col xs={12} md={6}>
              <Form.Item name="contactName" label={t('form.contactName')}>
                <Input maxLength={64} />
              </Form.Item>
            </Col>
            <Col xs={12} md={6}>
              <Form.Item name="contactPhone" label={t('form.contactPhone')}>
                <Input maxLength={32} data-testid="work-order-phone" />
              </Form.Item>
            </Col>
            <Col {...half}>
              <Form.Item name="saleOrderId" label={t('form.saleOrder')}>
                <ReferencePicker source="saleOrder" placeholder={t('form.saleOrderPlaceholder')} />
              </Form.Item>
            </Col>
            <Col {...half}>
              <Form.Item name="serialNo" label={t('form.serialNo')}>
                <Input maxLength={64} />
              </Form.Item>
            </Col>
            {draft.callRecordId && (
              <Col span={24}>
                <Form.Item label={t('form.callRecord')}>
                  <Tag color="blue" data-testid="work-order-call">
                    {t('form.callRecordLinked', { id: draft.callRecordId })}
                  </Tag>
                </Form.Item>
              </Col>
            )}
            <Col span={24}>
              <AttachmentsItem
                label={t('form.attachments')}
                buttonText={t('form.upload')}
                max={WORK_ORDER_ATTACHMENTS_MAX}
                customRequest={customRequest}
              />
            </Col>
            <Col {...half}>
              <AssigneeFields />
            </Col>
          </Row>
        </Form>
      </section>
      {definition && definition.fields.length > 0 && (
        <section className="atrium-panel" style={{ marginBottom: 16 }} aria-label={t('form.customFields')}>
          <h3 style={{ marginTop: 0 }}>{t('form.customFields')}</h3>
          <FormRenderer
            key={type?.id}
            definition={definition}
            form={customForm}
            values={customFor === type?.id && Object.keys(draft.custom).length > 0 ? draft.custom : undefined}
          />
        </section>
      )}
      <Space>
        <Button
          type="primary"
          loading={saving}
          disabled={uploading}
          onClick={() => void save()}
          data-testid="work-order-save"
        >
          {t('form.submit')}
        </Button>
      </Space>
    </div>
  );
}
