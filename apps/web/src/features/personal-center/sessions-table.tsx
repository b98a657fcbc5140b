import { type MySession, profileApi } from '@atrium/contract';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import Popconfirm from 'antd/es/popconfirm';
import Table, { type TableProps } from 'antd/es/table';
import Tag from 'antd/es/tag';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { callEndpoint } from '../../platform/api/call-endpoint';
import { showMessage } from '../../platform/feedback/feedback';
import { useSession } from '../../platform/session/session-store';
import { formatDateTime } from '../../resources/format-date-time';
import { useLocalListState } from '../../resources/use-local-list-state';
import { useTabs } from '../../shell/tabs/tabs-store';
import { describeUserAgent } from './describe-user-agent';
import { PROFILE_NS } from './profile-i18n';

/** 登录设备: the user's live sessions; signing out the current one is a logout. */
export function SessionsTable({
  sessions,
  loading,
  onChanged,
}: {
  sessions: readonly MySession[];
  loading: boolean;
  onChanged(): Promise<void>;
}) {
  const { t } = useTranslation(PROFILE_NS);
  const navigate = useNavigate();
  const [busyId, setBusyId] = useState<number | null>(null);
  // Every session is at hand: the table pages them itself, the list keeps its page and size.
  const list = useLocalListState();

  const revoke = async (session: MySession) => {
    setBusyId(session.id);
    try {
      await callEndpoint(profileApi.revokeMySession, { params: { id: session.id } });
      if (session.current) {
        // The server has already ended this session: forget it here and go to the login page.
        useSession.getState().clear();
        useTabs.getState().reset();
        navigate('/user/login', { replace: true });
        return;
      }
      showMessage('success', t('sessions.revoked'));
      await onChanged();
    } catch {
      // The api client has shown the server's message.
    } finally {
      setBusyId(null);
    }
  };

  const columns: TableProps<MySession>['columns'] = [
    {
      title: t('sessions.device'),
      key: 'device',
      render: (_, session) => (
        <span title={session.userAgent}>
          {describeUserAgent(session.userAgent) ?? t('sessions.unknownDevice')}
          {session.current && (
            <Tag color="green" style={{ marginInlineStart: 8 }}>
              {t('sessions.current')}
            </Tag>
          )}
        </span>
      ),
    },
    { title: t('sessions.ip'), dataIndex: 'ip', width: 160, render: (ip: string) => ip || '—' },
    { title: t('sessions.createdAt'), dataIndex: 'createdAt', width: 180, render: formatDateTime },
    { title: t('sessions.lastSeenAt'), dataIndex: 'lastSeenAt', width: 180, render: formatDateTime },
    {
      title: t('sessions.actions'),
      key: 'actions',
      width: 120,
      render: (_, session) => (
        <Popconfirm
          title={t(session.current ? 'sessions.revokeCurrentConfirm' : 'sessions.revokeConfirm')}
          okButtonProps={{ danger: true }}
          onConfirm={() => revoke(session)}
        >
          <Button type="link" size="small" danger loading={busyId === session.id}>
            {t('sessions.revoke')}
          </Button>
        </Popconfirm>
      ),
    },
  ];

  return (
    <div data-testid="my-sessions">
      <Alert type="info" showIcon title={t('sessions.hint')} style={{ marginBottom: 16 }} />
      <Table<MySession>
        rowKey="id"
        columns={columns}
        dataSource={[...sessions]}
        loading={loading}
        locale={{
          emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('sessions.empty')} />,
        }}
        pagination={list.pager({ list: sessions, total: sessions.length })}
      />
    </div>
  );
}
