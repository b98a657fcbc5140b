import UploadOutlined from '@ant-design/icons/es/icons/UploadOutlined';
import Button from 'antd/es/button';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAction } from '../../platform/access/use-action';
import { useResourceWrites } from '../resource-api';
import type { ToolbarContext } from '../resource-toolbar';
import { IMPORT_NS } from './import-i18n';

// The dialog (steps, upload, report table) loads when first opened.
const ImportDialog = lazy(() =>
  import('./import-dialog').then((module) => ({ default: module.ImportDialog })),
);

/** 导入 on a resource list, for users whose route grants the `import` oper. */
export function ImportButton({ resource }: ToolbarContext) {
  const { t } = useTranslation(IMPORT_NS);
  const can = useAction();
  const writes = useResourceWrites(resource);
  const [open, setOpen] = useState(false);
  if (!can('import')) return null;
  return (
    <>
      <Button icon={<UploadOutlined />} onClick={() => setOpen(true)} data-testid="import-button">
        {t('button')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ImportDialog
            resource={resource}
            onClose={() => setOpen(false)}
            onImported={() => void writes.refresh()}
          />
        </Suspense>
      )}
    </>
  );
}
