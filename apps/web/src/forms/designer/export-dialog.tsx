import CopyOutlined from '@ant-design/icons/CopyOutlined';
import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Space from 'antd/es/space';
import { useTranslation } from 'react-i18next';
import { saveBlob } from '../../platform/api/save-blob';
import { showMessage } from '../../platform/feedback/feedback';
import type { FormDefinition } from '../form-schema';
import { checkDefinition } from './definition-check';

interface ExportDialogProps {
  open: boolean;
  definition: FormDefinition;
  onClose: () => void;
}

export const EXPORT_FILE_NAME = 'form-definition.json';

/** Our definition as JSON, the way the import reads it back: copy it or download a .json file. */
export function ExportDialog({ open, definition, onClose }: ExportDialogProps) {
  const { t } = useTranslation('designer');
  const json = JSON.stringify(definition, null, 2);
  const checked = checkDefinition(definition);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(json);
      showMessage('success', t('export.copied'));
    } catch {
      showMessage('error', t('export.copyFailed'));
    }
  };
  // saveBlob keeps the URL a minute: revoked at once, a busy browser had not started the download.
  const download = () => saveBlob(new Blob([json], { type: 'application/json' }), EXPORT_FILE_NAME);

  return (
    <Modal
      open={open}
      title={t('export.title')}
      width={720}
      onCancel={onClose}
      footer={
        <Space>
          <Button icon={<CopyOutlined />} onClick={copy} data-testid="export-copy">
            {t('export.copy')}
          </Button>
          <Button type="primary" icon={<DownloadOutlined />} onClick={download} data-testid="export-download">
            {t('export.download')}
          </Button>
        </Space>
      }
    >
      {checked.problems.length > 0 && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 8 }}
          title={t('export.invalid', { count: checked.problems.length })}
        />
      )}
      <Input.TextArea
        readOnly
        aria-label={t('export.title')}
        data-testid="export-json"
        className="atrium-designer-json"
        autoSize={{ minRows: 10, maxRows: 20 }}
        value={json}
      />
    </Modal>
  );
}
