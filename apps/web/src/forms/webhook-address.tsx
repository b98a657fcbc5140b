import Typography from 'antd/es/typography';

/** A webhook's full address as an outside system must call it: this server's origin and the path. */
export const webhookUrl = (path: string) => `${window.location.origin}${path}`;

/**
 * A signed webhook's address, whole and copyable: a vendor configures its system with the full URL,
 * so a screen never shows the path alone.
 */
export function WebhookAddress({ path }: { path: string }) {
  const url = webhookUrl(path);
  return (
    <Typography.Text copyable={{ text: url }} code>
      {url}
    </Typography.Text>
  );
}
