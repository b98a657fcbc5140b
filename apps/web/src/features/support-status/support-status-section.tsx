import './support-status-i18n';
import type { MemberStatus } from '@atrium/contract';
import { Button, Space, Switch } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callEndpoint } from '../../platform/api/call-endpoint';
import { showMessage } from '../../platform/feedback/feedback';
import { useSession } from '../../platform/session/session-store';
import { AutoAssignSwitch } from './auto-assign-switch';
import { SUPPORT_STATUS_ROUTES as ROUTES } from './support-status-routes';
import { SwitchGroupDialog } from './switch-group-dialog';

/**
 * The header's after-sales work section and auto-assign switch (spec §4, §6). Each part shows only
 * when its own call answers: the work section when the status call returns data.
 */
export default function SupportStatusSection() {
  const { t } = useTranslation('supportStatus');
  const userId = useSession((state) => state.userId);
  const [status, setStatus] = useState<MemberStatus | null>(null);
  const [switching, setSwitching] = useState(false);
  const [dialogOpen, setDialogOpen] = useState(false);

  const load = useCallback(async () => {
    try {
      setStatus(await callEndpoint(ROUTES.currentMemberStatus, { silent: true }));
    } catch {
      setStatus(null);
    }
  }, []);
  useEffect(() => {
    void load();
  }, [load]);

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
      {userId !== null && <AutoAssignSwitch userId={userId} />}
      {status && (
        <Space size={4} data-testid="after-sales-work">
          <span>{t('work')}</span>
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
        </Space>
      )}
    </Space>
  );
}
