import PaperClipOutlined from '@ant-design/icons/PaperClipOutlined';
import type { AttachedFile } from '@atrium/contract/endpoints/files';
import Space from 'antd/es/space';

/** A record's attached files as download links (opened by the signed-in browser session). */
export function AttachmentLinks({ attachments }: { attachments: readonly AttachedFile[] }) {
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
