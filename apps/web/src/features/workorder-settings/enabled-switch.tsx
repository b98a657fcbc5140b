import Popconfirm from 'antd/es/popconfirm';
import Switch from 'antd/es/switch';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAction } from '../../platform/access/use-action';
import { showMessage } from '../../platform/feedback/feedback';
import { WORKORDER_SETTINGS_NS } from './workorder-settings-i18n';
import { useInvalidateWorkOrderSettings } from './workorder-settings-queries';

/**
 * A row's 启用 switch: asks first, then sends the new state (the enable oper), says so and
 * refreshes the settings; a refusal (the default priority) is shown by the api client.
 */
export function EnabledSwitch({
  label,
  enabled,
  confirm,
  onSwitch,
  locked = false,
}: {
  label: string;
  enabled: boolean;
  confirm: string;
  onSwitch: (enabled: boolean) => Promise<unknown>;
  /** Shown but not switchable (the default priority is always enabled). */
  locked?: boolean;
}) {
  const { t } = useTranslation(WORKORDER_SETTINGS_NS);
  const can = useAction();
  const invalidate = useInvalidateWorkOrderSettings();
  const [busy, setBusy] = useState(false);
  const disabled = locked || !can('enable');
  const toggle = async () => {
    setBusy(true);
    try {
      await onSwitch(!enabled);
      showMessage('success', t('common.switched'));
      await invalidate();
    } catch {
      // The api client has shown the server's reason.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Popconfirm title={confirm} onConfirm={toggle} disabled={disabled}>
      <Switch checked={enabled} loading={busy} disabled={disabled} aria-label={label} />
    </Popconfirm>
  );
}
