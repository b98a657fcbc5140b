import Empty from 'antd/es/empty';
import Space from 'antd/es/space';
import Spin from 'antd/es/spin';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { REPAIRS_NS } from './repairs-i18n';

/** A repair screen's record while it loads, or when it is gone or outside the caller's scope. */
export function RecordMissing({ pending }: { pending: boolean }) {
  const { t } = useTranslation(REPAIRS_NS);
  if (pending) return <Spin style={{ display: 'block', margin: '48px auto' }} />;
  return (
    <section className="atrium-panel">
      <Empty description={t('detail.notFound')} />
    </section>
  );
}

interface RecordHeadProps {
  documentNo: string;
  /** Its state (and warranty) tags beside the number. */
  tags: ReactNode;
  /** The buttons on the right: transitions, the way to the other view, back. */
  actions: ReactNode;
  children?: ReactNode;
}

/** The record's number, tags and actions on one line (wrapping on a phone), then what follows. */
export function RecordHead({ documentNo, tags, actions, children }: RecordHeadProps) {
  return (
    <section className="atrium-panel" style={{ marginBottom: 16 }}>
      <Space wrap style={{ width: '100%', justifyContent: 'space-between', marginBottom: 16 }}>
        <Space wrap>
          <h2 style={{ margin: 0 }}>{documentNo}</h2>
          {tags}
        </Space>
        <Space wrap>{actions}</Space>
      </Space>
      {children}
    </section>
  );
}

/** A titled panel of a record screen. */
export function RecordPanel({
  title,
  children,
  testId,
}: {
  title: string;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <section className="atrium-panel" style={{ marginBottom: 16 }} data-testid={testId}>
      <h3 style={{ marginTop: 0 }}>{title}</h3>
      {children}
    </section>
  );
}
