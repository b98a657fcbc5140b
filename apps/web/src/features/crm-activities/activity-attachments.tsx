import PaperClipOutlined from '@ant-design/icons/PaperClipOutlined';
import type { CustomerActivity } from '@atrium/contract';
import Space from 'antd/es/space';

/** A follow-up's attachments as download links (opened by the signed-in browser session). */
export function ActivityAttachments({ attachments }: Pick<CustomerActivity, 'attachments'>) {
  if (attachments.length === 0) return null;
  return (
    <Space size={[12, 0]} wrap>
      {attachments.map((file) => (
        <a key={file.id} href={file.url} target="_blank" rel="noreferrer">
          <PaperClipOutlined /> {file.name}
        </a>
      ))}
    </Space>
  );
}
