import { type CustomerEvent, crmCustomersApi } from '@atrium/contract';
import { useQuery } from '@tanstack/react-query';
import Empty from 'antd/es/empty';
import Result from 'antd/es/result';
import Spin from 'antd/es/spin';
import Timeline from 'antd/es/timeline';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { callEndpoint } from '../../platform/api/call-endpoint';
import { useQueryScope } from '../../platform/query/screen-query-provider';
import { storedRecallReasonText } from '../../resources/customers/recall-reason-text';
import { formatDateTime } from '../../resources/format-date-time';
import { MobileFrame } from '../../resources/mobile/mobile-frame';
import { useDictOptions } from '../../resources/use-dict-options';
import { MobileBackButton } from './mobile-back-button';
import { WECOM_MOBILE_NS } from './wecom-mobile-i18n';

/** /weCom-mobile-detail/:id: profile, contacts (tap to call) and timeline of one customer. */
export function WeComMobileDetailPage() {
  const { t } = useTranslation(WECOM_MOBILE_NS);
  return (
    <MobileFrame title={t('detail.title')} start={<MobileBackButton />}>
      <CustomerDetail />
    </MobileFrame>
  );
}

/** Timeline kinds that move the customer to an owner, worth naming the new one. */
const MOVES: ReadonlySet<CustomerEvent['kind']> = new Set(['claimed', 'transferred', 'converted']);

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="wecom-mobile-row">
      <dt>{label}</dt>
      <dd>{children || '-'}</dd>
    </div>
  );
}

function CustomerDetail() {
  const { t } = useTranslation(WECOM_MOBILE_NS);
  const id = Number(useParams().id);
  const scope = useQueryScope();
  const levels = useDictOptions('customerLevel');
  const stages = useDictOptions('customerStage');
  const labelOf = (options: { label: string; value: string }[], value: string) =>
    options.find((option) => option.value === value)?.label ?? value;
  const detail = useQuery({
    queryKey: [...scope, 'weComMobile', 'customer', id],
    enabled: Number.isInteger(id) && id > 0,
    retry: false,
    queryFn: ({ signal }) =>
      callEndpoint(crmCustomersApi.customerDetail, { params: { id }, signal, silent: true }),
  });
  if (detail.isPending && detail.fetchStatus !== 'idle') {
    return (
      <div className="wecom-mobile-footer">
        <Spin />
      </div>
    );
  }
  const customer = detail.data;
  if (!customer) return <Result status="404" subTitle={t('detail.notFound')} />;
  const eventText = (event: CustomerEvent) =>
    [
      t(`event.${event.kind}`),
      event.actorName,
      MOVES.has(event.kind) && event.toOwnerName ? `→ ${event.toOwnerName}` : '',
      event.kind === 'recalled' ? storedRecallReasonText(event.reason, t) : event.reason,
    ]
      .filter(Boolean)
      .join(' · ');
  return (
    <>
      <section className="wecom-mobile-section">
        <h2>{customer.name}</h2>
        <dl style={{ margin: 0 }}>
          <Row label={t('field.sn')}>{customer.sn}</Row>
          <Row label={t('field.phone')}>
            {customer.phone ? <a href={`tel:${customer.phone}`}>{customer.phone}</a> : null}
          </Row>
          <Row label={t('field.level')}>{labelOf(levels, customer.level)}</Row>
          <Row label={t('field.stage')}>{labelOf(stages, customer.stage)}</Row>
          <Row label={t('field.owner')}>{customer.ownerName}</Row>
          <Row label={t('field.address')}>{customer.address}</Row>
          <Row label={t('field.remark')}>{customer.remark}</Row>
        </dl>
      </section>
      <section className="wecom-mobile-section">
        <h2>{t('detail.contacts')}</h2>
        {customer.contacts.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('detail.noContacts')} />
        ) : (
          <dl style={{ margin: 0 }}>
            {customer.contacts.map((contact) => (
              <Row key={contact.id} label={contact.name}>
                {contact.phone ? <a href={`tel:${contact.phone}`}>{contact.phone}</a> : null}
                {contact.role ? ` · ${contact.role}` : ''}
              </Row>
            ))}
          </dl>
        )}
      </section>
      <section className="wecom-mobile-section">
        <h2>{t('detail.timeline')}</h2>
        {customer.events.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('detail.noEvents')} />
        ) : (
          <Timeline
            items={customer.events.map((event) => ({
              key: event.id,
              children: (
                <>
                  <div>{eventText(event)}</div>
                  <div className="wecom-mobile-card-line">{formatDateTime(event.at)}</div>
                </>
              ),
            }))}
          />
        )}
      </section>
    </>
  );
}
