import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import Space from 'antd/es/space';
import Spin from 'antd/es/spin';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Action } from '../../platform/access/action';
import { ORGANIZATION_NS } from './organization-i18n';

/** What a detail screen shows before its record is there: a spinner, or "does not exist". */
export function DetailFallback({ pending }: { pending: boolean }) {
  const { t } = useTranslation(ORGANIZATION_NS);
  if (pending) return <Spin style={{ display: 'block', margin: '48px auto' }} />;
  return (
    <section className="atrium-panel">
      <Empty description={t('common.notFound')} />
    </section>
  );
}

/** The buttons of a detail screen's header: its own (`children`), 编辑 with the update oper, 返回. */
export function DetailActions({ onEdit, children }: { onEdit: () => void; children?: ReactNode }) {
  const { t } = useTranslation(ORGANIZATION_NS);
  const navigate = useNavigate();
  return (
    <Space>
      {children}
      <Action code="update">
        <Button type="primary" onClick={onEdit}>
          {t('common.edit')}
        </Button>
      </Action>
      <Button onClick={() => navigate(-1)}>{t('common.back')}</Button>
    </Space>
  );
}
