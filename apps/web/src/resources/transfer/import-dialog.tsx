import InboxOutlined from '@ant-design/icons/es/icons/InboxOutlined';
import { DIALOG_WIDTH, IMPORT_MAX_BYTES, type ImportMode, type ImportReport } from '@atrium/contract';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Modal from 'antd/es/modal';
import Radio from 'antd/es/radio';
import Result from 'antd/es/result';
import Space from 'antd/es/space';
import Spin from 'antd/es/spin';
import Steps from 'antd/es/steps';
import Typography from 'antd/es/typography';
import Upload from 'antd/es/upload';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadTemplate, type ImportTarget, importTitle, sendImport } from './import-api';
import { IMPORT_NS } from './import-i18n';
import { ImportReportView } from './import-report';

const MAX_MB = IMPORT_MAX_BYTES / 1024 / 1024;

interface ImportDialogProps {
  target: ImportTarget;
  onClose(): void;
  /** After rows were written: the list refreshes. */
  onImported(): void;
}

type Phase = 'pick' | 'checking' | 'checked' | 'committing' | 'done';

/**
 * 导入: download the template, pick a file, check it (a dry run listing every bad row), then
 * import all-or-nothing or only the good rows. Server messages (bad file, no permission) are shown
 * by the api client.
 */
export function ImportDialog({ target, onClose, onImported }: ImportDialogProps) {
  const { t, i18n } = useTranslation(IMPORT_NS);
  const title = importTitle(target, i18n.language);
  const templateName = t('template.fileName', { name: title });
  const [file, setFile] = useState<File | null>(null);
  const [tooLarge, setTooLarge] = useState(false);
  const [phase, setPhase] = useState<Phase>('pick');
  const [report, setReport] = useState<ImportReport | null>(null);
  const [mode, setMode] = useState<ImportMode>('allOrNothing');

  const check = async () => {
    if (!file) return;
    setPhase('checking');
    try {
      const checked = await sendImport(target, file, 'dryRun');
      setReport(checked);
      setMode(checked.bad > 0 ? 'goodRowsOnly' : 'allOrNothing');
      setPhase('checked');
    } catch {
      setPhase('pick');
    }
  };
  const commit = async () => {
    if (!file) return;
    setPhase('committing');
    try {
      const written = await sendImport(target, file, mode);
      setReport(written);
      setPhase('done');
      if (written.committed) onImported();
    } catch {
      setPhase('checked');
    }
  };
  const restart = () => {
    setFile(null);
    setReport(null);
    setPhase('pick');
  };

  const step = { pick: 1, checking: 2, checked: 2, committing: 3, done: 3 }[phase];
  const busy = phase === 'checking' || phase === 'committing';
  const blocked = mode === 'allOrNothing' && (report?.bad ?? 0) > 0;

  const footer =
    phase === 'done' ? (
      <Button type="primary" onClick={onClose}>
        {t('close')}
      </Button>
    ) : phase === 'checked' || phase === 'committing' ? (
      <Space>
        <Button onClick={restart} disabled={busy}>
          {t('again')}
        </Button>
        <Button
          type="primary"
          onClick={() => void commit()}
          loading={busy}
          disabled={blocked}
          data-testid="import-commit"
        >
          {t('commit.run')}
        </Button>
      </Space>
    ) : (
      <Button
        type="primary"
        onClick={() => void check()}
        loading={busy}
        disabled={!file || tooLarge}
        data-testid="import-check"
      >
        {t('check.run')}
      </Button>
    );

  return (
    <Modal
      open
      title={t('title', { name: title })}
      width={DIALOG_WIDTH}
      onCancel={onClose}
      maskClosable={!busy}
      closable={!busy}
      footer={footer}
      destroyOnHidden
    >
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        <Steps
          size="small"
          current={step}
          status={busy ? 'process' : undefined}
          items={[
            { title: t('step.template') },
            { title: t('step.file') },
            { title: t('step.check') },
            { title: t('step.commit') },
          ]}
        />
        {(phase === 'pick' || phase === 'checking') && (
          <>
            <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
              {t('template.hint')}
            </Typography.Paragraph>
            <Space>
              <Button onClick={() => void downloadTemplate(target, 'xlsx', templateName)}>
                {t('template.xlsx')}
              </Button>
              <Button onClick={() => void downloadTemplate(target, 'csv', templateName)}>
                {t('template.csv')}
              </Button>
            </Space>
            <Upload.Dragger
              accept=".csv,.xlsx"
              maxCount={1}
              disabled={busy}
              fileList={file ? [{ uid: 'import-file', name: file.name, status: 'done' }] : []}
              beforeUpload={(picked) => {
                setFile(picked);
                setTooLarge(picked.size > IMPORT_MAX_BYTES);
                return false;
              }}
              onRemove={() => {
                setFile(null);
                setTooLarge(false);
              }}
            >
              <p className="ant-upload-drag-icon">
                <InboxOutlined />
              </p>
              <p className="ant-upload-text">{t('file.pick')}</p>
              <p className="ant-upload-hint">{t('file.hint', { size: MAX_MB })}</p>
            </Upload.Dragger>
            {tooLarge && <Alert type="error" showIcon message={t('file.tooLarge', { size: MAX_MB })} />}
          </>
        )}
        {busy && (
          <Spin tip={t(phase === 'checking' ? 'check.running' : 'commit.running')}>
            <div style={{ height: 48 }} />
          </Spin>
        )}
        {(phase === 'checked' || phase === 'committing') && report && (
          <>
            <ImportReportView fields={target.fields} report={report} />
            <Space direction="vertical">
              <Typography.Text strong>{t('mode.label')}</Typography.Text>
              <Radio.Group value={mode} onChange={(event) => setMode(event.target.value)} disabled={busy}>
                <Space direction="vertical">
                  <Radio value="allOrNothing">{t('mode.allOrNothing')}</Radio>
                  <Radio value="goodRowsOnly" data-testid="import-mode-good">
                    {t('mode.goodRowsOnly')}
                  </Radio>
                </Space>
              </Radio.Group>
              {blocked && <Alert type="warning" showIcon message={t('commit.blocked')} />}
            </Space>
          </>
        )}
        {phase === 'done' && report && (
          <Result
            status={report.committed ? 'success' : 'warning'}
            title={t('done.title')}
            subTitle={
              report.committed
                ? t('done.description', {
                    created: report.created,
                    updated: report.updated,
                    skipped: report.bad + report.unchanged,
                  })
                : t('done.nothing')
            }
            extra={report.bad > 0 ? <ImportReportView fields={target.fields} report={report} /> : undefined}
          />
        )}
      </Space>
    </Modal>
  );
}
