import { invoiceTimeline } from '@atrium/contract/endpoints/sale-money';
import { invoiceResource } from '@atrium/contract/resources/invoice';
import Button from 'antd/es/button';
import Upload from 'antd/es/upload';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { fileIdOf, useUploadRequest } from '../../forms/use-upload-request';
import { useGranted } from '../../platform/access/use-granted';
import { showMessage } from '../../platform/feedback/feedback';
import { RecordFormModal } from '../../resources/record-form-modal';
import { useResourceWrites } from '../../resources/resource-api';
import { useResourceLabels } from '../../resources/resource-labels';
import type { AnyRow } from '../../resources/resource-types';
import { MoneyDocumentDetail } from './money-document-detail';
import { INVOICE_PATHS } from './money-paths';
import { SALE_MONEY_NS } from './sale-money-i18n';

/**
 * 发票详情 (/sale/invoice/detail/:id): while requested, finance enters the tax office's number and
 * date (填写开票结果) and uploads the invoice's file, then 开具; 作废 gives the quantities back.
 */
export function InvoiceDetailPage() {
  const { id } = useParams();
  return (
    <MoneyDocumentDetail
      key={id}
      resource={invoiceResource}
      id={Number(id)}
      listPath={INVOICE_PATHS.list}
      timeline={invoiceTimeline}
      extra={(row, refresh) => <InvoiceResultActions row={row} refresh={refresh} />}
    />
  );
}

function InvoiceResultActions({ row, refresh }: { row: AnyRow; refresh: () => Promise<void> }) {
  const { t } = useTranslation(SALE_MONEY_NS);
  const labels = useResourceLabels(invoiceResource, SALE_MONEY_NS);
  const writes = useResourceWrites(invoiceResource);
  const canEdit = useGranted('invoiceList:update');
  const [editing, setEditing] = useState(false);
  const upload = useUploadRequest({
    failedText: (name) => name,
    onUploaded: async (file) => {
      await writes.update(row.id, { version: row.version, fileId: fileIdOf(file.url) });
      showMessage('success', t('detail.fileUploaded'));
      await refresh();
    },
  });
  const fileId = row.fileId as number | null;
  return (
    <>
      {fileId && (
        <Button href={`/erp/common/files/${fileId}`} target="_blank" data-testid="invoice-file">
          {t('detail.openFile')}
        </Button>
      )}
      {canEdit && row.status === 'requested' && (
        <>
          <Upload
            customRequest={upload.customRequest}
            showUploadList={false}
            accept=".pdf,.ofd,.png,.jpg,.jpeg"
          >
            <Button loading={upload.uploading} data-testid="invoice-upload">
              {t('detail.uploadFile')}
            </Button>
          </Upload>
          <Button type="primary" onClick={() => setEditing(true)} data-testid="invoice-enter-result">
            {t('detail.edit')}
          </Button>
        </>
      )}
      {editing && (
        <RecordFormModal
          resource={invoiceResource}
          labels={labels}
          title={t('detail.editTitle')}
          target={{ mode: 'edit', row }}
          writes={writes}
          canReload
          onClose={() => {
            setEditing(false);
            void refresh();
          }}
        />
      )}
    </>
  );
}
