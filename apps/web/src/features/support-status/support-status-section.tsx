import './support-status-i18n';
import type { MemberStatus } from '@atrium/contract';
import { Button, Space, Switch } from 'antd';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callEndpoint } from '../../platform/api/call-endpoint';
import { showMessage } from '../../platform/feedback/feedback';
import { AutoAssignSwitch } from './auto-assign-switch';
import { SUPPORT_STATUS_ROUTES as ROUTES } from './support-status-routes';
import type { SupportStatusStart } from './support-status-slot';

/** The dialog's form and select load when it first opens. */
const SwitchGroupDialog = lazy(() =>
  import('./switch-group-dialog').then(({ SwitchGroupDialog }) => ({ default: SwitchGroupDialog })),
);

/**
 * The header's after-sales work section and auto-assign switch (spec §4, §6). Each part shows only
 * when its own call answers: the work section when the status call returns data.
 */
export default function SupportStatusSection({ start }: { start: SupportStatusStart }) {
  const { t } = useTranslation('supportStatus');
  const [status, setStatus] = useState<MemberStatus | null>(start.status);
  const [switching, setSwitching] = useState(false);
  const [dialogOpen, setDialogOpen] = useState(false);

  const load = useCallback(async () => {
    try {
      setStatus(await callEndpoint(ROUTES.currentMemberStatus, { silent: true }));
    } catch {
      setStatus(null);
    }
  }, []);

  const switchStatus = async (enabled: boolean) => {
    setSwitching(true);
    try {
      setStatus(await callEndpoint(ROUTES.switchMemberStatus, { query: { enabled: String(enabled) } }));
      showMessage('success', t('statusSwitched'));
    } catch {
      await load();
    } finally {
      setSwitching(false);
    }
  };

  return (
    <Space size={12} className="atrium-support-status">
      {start.autoAssign && (
        <AutoAssignSwitch userId={start.userId} initial={start.autoAssign.autoAssignableSelf} />
      )}
      {status && (
        <Space size={4} data-testid="after-sales-work" title={t('work')}>
          <span className="atrium-header-label">{t('work')}</span>
          <Switch
            size="small"
            checked={status.memberEnabled}
            loading={switching}
            checkedChildren={t('working')}
            unCheckedChildren={t('resting')}
            aria-label={t('work')}
            onChange={(enabled) => void switchStatus(enabled)}
          />
          <Button size="small" type="link" onClick={() => setDialogOpen(true)}>
            {t('changeGroup')}
          </Button>
          {dialogOpen && (
            <Suspense fallback={null}>
              <SwitchGroupDialog
                open={dialogOpen}
                groupId={status.groupId}
                onClose={() => setDialogOpen(false)}
                onChanged={() => {
                  setDialogOpen(false);
                  showMessage('success', t('groupChanged'));
                  void load();
                }}
              />
            </Suspense>
          )}
        </Space>
      )}
    </Space>
  );
}
