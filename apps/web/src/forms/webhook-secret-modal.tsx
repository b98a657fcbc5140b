import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Descriptions from 'antd/es/descriptions';
import Modal from 'antd/es/modal';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import type { LazyNamespaces } from '../platform/i18n/lazy-namespaces';
import { WebhookAddress } from './webhook-address';

/**
 * A signed webhook's whole secret and URL, shown once after create or rotate (the server never
 * answers it again). Texts come from the screen's namespace: `secret.title|done|once|url|key|howTo`.
 */
export function WebhookSecretModal({
  shown,
  onClose,
  namespace,
  testId,
}: {
  shown: { hookPath: string; secret: string } | null;
  onClose: () => void;
  namespace: keyof LazyNamespaces;
  testId: string;
}) {
  const { t } = useTranslation(namespace);
  return (
    <Modal
      open={shown !== null}
      title={t('secret.title')}
      onCancel={onClose}
      maskClosable={false}
      width={640}
      footer={
        <Button type="primary" onClick={onClose}>
          {t('secret.done')}
        </Button>
      }
    >
      {shown && (
        <div data-testid={testId}>
          <Alert type="warning" showIcon message={t('secret.once')} style={{ marginBottom: 16 }} />
          <Descriptions column={1} bordered size="small">
            <Descriptions.Item label={t('secret.url')}>
              <WebhookAddress path={shown.hookPath} />
            </Descriptions.Item>
            <Descriptions.Item label={t('secret.key')}>
              <Typography.Text copyable code>
                {shown.secret}
              </Typography.Text>
            </Descriptions.Item>
          </Descriptions>
          <Typography.Paragraph type="secondary" style={{ marginTop: 16, marginBottom: 0 }}>
            {t('secret.howTo')}
          </Typography.Paragraph>
        </div>
      )}
    </Modal>
  );
}
