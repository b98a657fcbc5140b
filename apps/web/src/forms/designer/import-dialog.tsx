import FileTextOutlined from '@ant-design/icons/FileTextOutlined';
import UploadOutlined from '@ant-design/icons/UploadOutlined';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Space from 'antd/es/space';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConversionIssue } from '../convert/conversion-issue';
import { FORM_GENERATOR_SAMPLE } from '../convert/form-generator-sample';
import type { FormDefinition } from '../form-schema';
import { readImport } from './read-import';

interface ImportDialogProps {
  open: boolean;
  onClose: () => void;
  onImport: (definition: FormDefinition) => void;
}

/** Paste or open a JSON file — ours or form-generator's — see what it holds, then import it. */
export function ImportDialog({ open, onClose, onImport }: ImportDialogProps) {
  const { t } = useTranslation('designer');
  const [source, setSource] = useState('');
  const [fileError, setFileError] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const reading = useMemo(() => readImport(source), [source]);

  const close = () => {
    setSource('');
    setFileError(false);
    onClose();
  };
  const apply = () => {
    if (reading.status !== 'ready') return;
    onImport(reading.definition);
    close();
  };
  const readFile = async (file: File | undefined) => {
    if (!file) return;
    try {
      setSource(await file.text());
      setFileError(false);
    } catch {
      setFileError(true);
    }
  };

  return (
    <Modal
      open={open}
      title={t('import.title')}
      width={720}
      onCancel={close}
      okText={t('import.apply')}
      cancelText={t('toolbar.cancel')}
      okButtonProps={{ disabled: reading.status !== 'ready', ...{ 'data-testid': 'import-apply' } }}
      onOk={apply}
      destroyOnHidden
    >
      <p className="atrium-designer-muted">{t('import.hint')}</p>
      <Space style={{ marginBottom: 8 }} wrap>
        <Button icon={<UploadOutlined />} onClick={() => fileInput.current?.click()}>
          {t('import.file')}
        </Button>
        <Button
          icon={<FileTextOutlined />}
          onClick={() => setSource(JSON.stringify(FORM_GENERATOR_SAMPLE, null, 2))}
        >
          {t('import.sample')}
        </Button>
        <input
          ref={fileInput}
          type="file"
          accept=".json,application/json"
          hidden
          data-testid="import-file"
          onChange={(event) => {
            void readFile(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
      </Space>
      <Input.TextArea
        aria-label={t('import.placeholder')}
        data-testid="import-source"
        className="atrium-designer-json"
        placeholder={t('import.placeholder')}
        autoSize={{ minRows: 8, maxRows: 14 }}
        value={source}
        onChange={(event) => setSource(event.target.value)}
      />
      <div style={{ marginTop: 12 }} data-testid="import-reading">
        {fileError && <Alert type="error" showIcon title={t('import.readFailed')} />}
        {reading.status === 'invalidJson' && (
          <Alert type="error" showIcon title={t('import.invalidJson', { detail: reading.detail })} />
        )}
        {reading.status === 'invalid' && (
          <Alert
            type="error"
            showIcon
            title={t('import.invalid', { count: reading.problems.length })}
            description={
              <ul className="atrium-designer-issues">
                {reading.problems.map((problem) => (
                  <li key={`${problem.path}:${problem.code}`}>
                    {problem.path && <code>{problem.path}</code>}{' '}
                    {t(`problem.${problem.code}`, { value: problem.value ?? '' })}
                  </li>
                ))}
              </ul>
            }
          />
        )}
        {reading.status === 'ready' && (
          <>
            <Alert
              type="success"
              showIcon
              title={t('import.ready', {
                format: t(
                  reading.format === 'formGenerator' ? 'import.formatFormGenerator' : 'import.formatAtrium',
                ),
                count: reading.definition.fields.length,
              })}
              description={t('import.replaceNote')}
            />
            <IssueList
              issues={reading.issues}
              severity="skipped"
              type="warning"
              title={t('import.skippedTitle')}
            />
            <IssueList
              issues={reading.issues}
              severity="adjusted"
              type="info"
              title={t('import.adjustedTitle')}
            />
            <IssueList
              issues={reading.issues}
              severity="setting"
              type="info"
              title={t('import.settingTitle')}
            />
          </>
        )}
      </div>
    </Modal>
  );
}

interface IssueListProps {
  issues: ConversionIssue[];
  severity: ConversionIssue['severity'];
  type: 'warning' | 'info';
  title: string;
}

function IssueList({ issues, severity, type, title }: IssueListProps) {
  const { t } = useTranslation('designer');
  const shown = issues.filter((issue) => issue.severity === severity);
  if (shown.length === 0) return null;
  return (
    <Alert
      type={type}
      showIcon
      style={{ marginTop: 8 }}
      data-testid={`import-${severity}`}
      title={title}
      description={
        <ul className="atrium-designer-issues">
          {shown.map((issue) => (
            <li key={`${issue.path}:${issue.code}`}>
              {issue.label && <strong>{issue.label}</strong>} {issue.tag && <code>{issue.tag}</code>}{' '}
              {t(`issue.${issue.code}`, {
                tag: issue.tag ?? '',
                detail: issue.detail ?? '',
                path: issue.path,
              })}
            </li>
          ))}
        </ul>
      }
    />
  );
}
