import Spin from 'antd/es/spin';
import Tabs from 'antd/es/tabs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordForm } from './password-form';
import { useInvalidatePersonalCenter, useMyProfile, useMySessions } from './personal-center-queries';
import { ProfileForm } from './profile-form';
import { PROFILE_NS } from './profile-i18n';
import { SessionsTable } from './sessions-table';

type Tab = 'basic' | 'password' | 'sessions';

/** 个人中心 (/system/admin/profile/list): my profile, my password, my signed-in devices. */
export function PersonalCenterPage() {
  const { t } = useTranslation(PROFILE_NS);
  const [tab, setTab] = useState<Tab>('basic');
  const profile = useMyProfile();
  const sessions = useMySessions();
  const invalidate = useInvalidatePersonalCenter();

  return (
    <section className="atrium-panel" data-testid="personal-center">
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key as Tab)}
        items={[
          {
            key: 'basic',
            label: t('tab.basic'),
            children: profile.data ? (
              <ProfileForm profile={profile.data} onSaved={invalidate} />
            ) : (
              <Spin spinning={profile.isFetching} />
            ),
          },
          { key: 'password', label: t('tab.password'), children: <PasswordForm onChanged={invalidate} /> },
          {
            key: 'sessions',
            label: t('tab.sessions'),
            children: (
              <SessionsTable
                sessions={sessions.data ?? []}
                loading={sessions.isFetching}
                onChanged={invalidate}
              />
            ),
          },
        ]}
      />
    </section>
  );
}
