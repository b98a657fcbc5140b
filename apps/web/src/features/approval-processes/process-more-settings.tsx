import type { ProcessSettings } from '@atrium/contract';
import Form from 'antd/es/form';
import Radio from 'antd/es/radio';
import Switch from 'antd/es/switch';
import { useTranslation } from 'react-i18next';
import { APPROVAL_PROCESSES_NS } from './approval-processes-i18n';

/** 更多设置: where a resubmission restarts, repeated approvers, and CC by the initiator. */
export function ProcessMoreSettings({
  settings,
  onChange,
}: {
  settings: ProcessSettings;
  onChange(settings: ProcessSettings): void;
}) {
  const { t } = useTranslation(APPROVAL_PROCESSES_NS);
  return (
    <Form<ProcessSettings>
      layout="vertical"
      initialValues={settings}
      onValuesChange={(_, all) => onChange({ ...settings, ...all })}
      style={{ maxWidth: 640 }}
    >
      <Form.Item name="resubmitFrom" label={t('field.resubmitFrom')}>
        <Radio.Group
          options={(['first', 'rejectedNode'] as const).map((value) => ({
            value,
            label: t(`resubmit.${value}`),
          }))}
        />
      </Form.Item>
      <Form.Item name="skipRepeatedApprover" label={t('field.skipRepeatedApprover')} valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item name="initiatorMayCc" label={t('field.initiatorMayCc')} valuePropName="checked">
        <Switch />
      </Form.Item>
    </Form>
  );
}
