import { Space, Switch } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callEndpoint } from '../../platform/api/call-endpoint';
import { showMessage } from '../../platform/feedback/feedback';
import { SUPPORT_STATUS_ROUTES as ROUTES } from './support-status-routes';

/** spec §4 Auto-assignment: toggles reach the server 1 s after the last click. */
const DEBOUNCE_MS = 1000;

/**
 * The caller's auto-assign switch (spec §6), mounted once the person-pool GET succeeded (the slot
 * asks, errors silenced); a change says 操作成功 and reads the switch again.
 */
export function AutoAssignSwitch({ userId, initial }: { userId: number; initial: boolean }) {
  const { t } = useTranslation('supportStatus');
  const [value, setValue] = useState<boolean | null>(initial);
  const [loading, setLoading] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const load = async () => {
    try {
      const setting = await callEndpoint(ROUTES.personPoolSelf, { params: { userId }, silent: true });
      setValue(setting.autoAssignableSelf);
    } catch {
      setValue(null);
    }
  };

  useEffect(() => () => clearTimeout(timer.current), []);

  if (value === null) return null;

  const change = (checked: boolean) => {
    setValue(checked);
    setLoading(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(async () => {
      try {
        await callEndpoint(ROUTES.updatePersonPoolSelf, {
          params: { userId },
          body: { autoAssignableSelf: checked },
        });
        showMessage('success', t('saved'));
      } catch {
        // the api client has shown the error; the refetch restores the stored value
      } finally {
        await load();
        setLoading(false);
      }
    }, DEBOUNCE_MS);
  };

  return (
    <Space size={4} data-testid="auto-assign" title={t('autoAssign')}>
      <span className="atrium-header-label">{t('autoAssign')}</span>
      <Switch size="small" checked={value} loading={loading} onChange={change} aria-label={t('autoAssign')} />
    </Space>
  );
}
