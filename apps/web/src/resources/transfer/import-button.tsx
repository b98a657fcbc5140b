import UploadOutlined from '@ant-design/icons/es/icons/UploadOutlined';
import Button from 'antd/es/button';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAction } from '../../platform/access/use-action';
import { useResourceWrites } from '../resource-api';
import type { ToolbarContext } from '../resource-toolbar';
import { type ImportTarget, resourceImportTarget } from './import-api';
import { IMPORT_NS } from './import-i18n';

// The dialog (steps, upload, report table) loads when first opened.
const ImportDialog = lazy(() =>
  import('./import-dialog').then((module) => ({ default: module.ImportDialog })),
);

interface ImportTargetButtonProps {
  target: ImportTarget;
  /** After rows were written: the list refreshes. */
  onImported(): void;
}

/**
 * 导入 on a list, for users whose current route grants the `import` oper (the list's own menu:
 * 客户公海, 客户列表, 线索池, 售后客户 or a resource list).
 */
export function ImportTargetButton({ target, onImported }: ImportTargetButtonProps) {
  const { t } = useTranslation(IMPORT_NS);
  const can = useAction();
  const [open, setOpen] = useState(false);
  if (!can('import')) return null;
  return (
    <>
      <Button icon={<UploadOutlined />} onClick={() => setOpen(true)} data-testid="import-button">
        {t('button')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ImportDialog target={target} onClose={() => setOpen(false)} onImported={onImported} />
        </Suspense>
      )}
    </>
  );
}

/** 导入 on a resource list's toolbar. */
export function ImportButton({ resource }: ToolbarContext) {
  const writes = useResourceWrites(resource);
  const target = resourceImportTarget(resource);
  return target && <ImportTargetButton target={target} onImported={() => void writes.refresh()} />;
}
