import { joinMinutes, splitMinutes } from '@atrium/contract';
import * as api from '@atrium/contract/endpoints/workorder-settings';
import Button from 'antd/es/button';
import type { FormInstance } from 'antd/es/form';
import Form from 'antd/es/form';
import InputNumber from 'antd/es/input-number';
import Modal from 'antd/es/modal';
import Popconfirm from 'antd/es/popconfirm';
import Space from 'antd/es/space';
import { useTranslation } from 'react-i18next';
import { useNumberRules } from '../../forms/number-rules';
import { useFormSave } from '../../forms/use-form-save';
import { useAction } from '../../platform/access/use-action';
import { settleRefusal } from '../../platform/api/api-error';
import { callEndpoint } from '../../platform/api/call-endpoint';
import { showMessage } from '../../platform/feedback/feedback';
import { WORKORDER_SETTINGS_NS } from './workorder-settings-i18n';
import { useInvalidateWorkOrderSettings } from './workorder-settings-queries';

/** The cell of the grid being set: its type and priority, and its policy when it has one. */
export interface SlaCell {
  type: api.WorkOrderTypeRow;
  priority: api.WorkOrderPriorityRow;
  policy: api.WorkOrderSlaPolicyRow | undefined;
}

interface Values {
  firstHours: number | null;
  firstMinutes: number | null;
  resHours: number | null;
  resMinutes: number | null;
  warnPercent: number | null;
}

const MAX_HOURS = api.SLA_MINUTES_MAX / 60;
const total = (hours: number | null | undefined, minutes: number | null | undefined) =>
  joinMinutes({ hours: hours ?? 0, minutes: minutes ?? 0 });

/** A target typed as hours and minutes (both labelled), checked as one number of minutes. */
function DurationField({
  form,
  label,
  hours,
  minutes,
  extraRule,
  dependsOn = [],
}: {
  form: FormInstance<Values>;
  label: string;
  hours: 'firstHours' | 'resHours';
  minutes: 'firstMinutes' | 'resMinutes';
  extraRule?: (value: number) => string | null;
  /** Other fields whose change re-checks this one. */
  dependsOn?: (keyof Values)[];
}) {
  const { t } = useTranslation(WORKORDER_SETTINGS_NS);
  const numberRules = useNumberRules();
  return (
    <Form.Item label={label} required htmlFor={`sla-${hours}`}>
      <Space align="start" wrap>
        <Form.Item
          name={hours}
          noStyle
          rules={numberRules(t('sla.hoursOf', { what: label }), { min: 0, max: MAX_HOURS, integer: true })}
        >
          <InputNumber
            id={`sla-${hours}`}
            aria-label={t('sla.hoursOf', { what: label })}
            suffix={t('sla.hours')}
            style={{ width: 160 }}
          />
        </Form.Item>
        <Form.Item
          name={minutes}
          dependencies={[hours, ...dependsOn]}
          validateFirst
          rules={[
            ...numberRules(t('sla.minutesOf', { what: label }), { min: 0, max: 59, integer: true }),
            {
              validator: async () => {
                const value = total(form.getFieldValue(hours), form.getFieldValue(minutes));
                if (value <= 0) throw new Error(t('sla.durationRequired'));
                if (value > api.SLA_MINUTES_MAX)
                  throw new Error(t('sla.durationTooLong', { hours: MAX_HOURS }));
                const refusal = extraRule?.(value);
                if (refusal) throw new Error(refusal);
              },
            },
          ]}
          style={{ marginBottom: 0 }}
        >
          <InputNumber
            aria-label={t('sla.minutesOf', { what: label })}
            suffix={t('sla.minutes')}
            style={{ width: 160 }}
          />
        </Form.Item>
      </Space>
    </Form.Item>
  );
}

/**
 * The SLA of one type at one priority: first response and resolution in business hours and
 * minutes, and the warning share; 删除该策略 when it has one. `cell` undefined is closed.
 */
export function SlaPolicyModal({ cell, onClose }: { cell: SlaCell | undefined; onClose: () => void }) {
  const { t } = useTranslation(WORKORDER_SETTINGS_NS);
  const numberRules = useNumberRules();
  const can = useAction();
  const [form] = Form.useForm<Values>();
  const invalidate = useInvalidateWorkOrderSettings();
  const policy = cell?.policy;
  const { saving, onFinish } = useFormSave<Values>({
    form,
    save: (values) => {
      const targets = {
        firstResponseMinutes: total(values.firstHours, values.firstMinutes),
        resolutionMinutes: total(values.resHours, values.resMinutes),
        warnPercent: values.warnPercent ?? 80,
      };
      return policy
        ? callEndpoint(api.workOrderSlaPolicyUpdate, {
            params: { id: policy.id },
            body: { ...targets, version: policy.version },
            silent: true,
          })
        : callEndpoint(api.workOrderSlaPolicyCreate, {
            body: { ...targets, typeId: cell!.type.id, priorityId: cell!.priority.id },
            silent: true,
          });
    },
    successMessage: t('common.saved'),
    onSaved: async () => {
      await invalidate();
      onClose();
    },
    errors: 'form',
    conflictMessage: t('common.conflict'),
    aliases: { firstResponseMinutes: 'firstMinutes', resolutionMinutes: 'resMinutes' },
  });
  const remove = async () => {
    await callEndpoint(api.workOrderSlaPolicyDelete, { params: { id: policy!.id } });
    showMessage('success', t('common.deleted'));
    await invalidate();
    onClose();
  };
  const first = splitMinutes(policy?.firstResponseMinutes ?? 0);
  const resolution = splitMinutes(policy?.resolutionMinutes ?? 0);
  const names = { type: cell?.type.name ?? '', priority: cell?.priority.name ?? '' };

  return (
    <Modal
      open={cell !== undefined}
      title={t('sla.editTitle', names)}
      onCancel={onClose}
      destroyOnHidden
      footer={
        <Space>
          {policy && can('delete') ? (
            <Popconfirm
              title={t('sla.removeConfirm', names)}
              okButtonProps={{ danger: true }}
              onConfirm={() => settleRefusal(remove())}
            >
              <Button danger data-testid="sla-remove">
                {t('sla.remove')}
              </Button>
            </Popconfirm>
          ) : null}
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="primary" loading={saving} onClick={() => form.submit()} data-testid="sla-save">
            {t('common.save')}
          </Button>
        </Space>
      }
    >
      <Form
        form={form}
        layout="vertical"
        preserve={false}
        onFinish={onFinish}
        initialValues={
          policy
            ? {
                firstHours: first.hours,
                firstMinutes: first.minutes,
                resHours: resolution.hours,
                resMinutes: resolution.minutes,
                warnPercent: policy.warnPercent,
              }
            : { firstHours: null, firstMinutes: null, resHours: null, resMinutes: null, warnPercent: 80 }
        }
        data-testid="sla-form"
      >
        <DurationField
          form={form}
          label={t('sla.firstResponseTime')}
          hours="firstHours"
          minutes="firstMinutes"
        />
        <DurationField
          form={form}
          label={t('sla.resolutionTime')}
          hours="resHours"
          minutes="resMinutes"
          dependsOn={['firstHours', 'firstMinutes']}
          extraRule={(value) =>
            value < total(form.getFieldValue('firstHours'), form.getFieldValue('firstMinutes'))
              ? t('sla.resolutionShort')
              : null
          }
        />
        <Form.Item
          name="warnPercent"
          label={t('sla.warnPercent')}
          extra={t('sla.warnPercentHint')}
          rules={[
            { required: true, message: t('sla.warnPercent') },
            ...numberRules(t('sla.warnPercent'), { min: 1, max: 99, integer: true }),
          ]}
        >
          <InputNumber style={{ width: 160 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
