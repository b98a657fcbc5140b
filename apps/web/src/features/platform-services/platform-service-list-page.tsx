import { platformServiceResource } from '@atrium/contract/resources/platform-service';
import Modal from 'antd/es/modal';
import Tag from 'antd/es/tag';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useGranted } from '../../platform/access/use-granted';
import type { ListColumn } from '../../resources/list-table';
import { ResourceListPage } from '../../resources/resource-list-page';
import type { AnyRow } from '../../resources/resource-types';
import { PlatformServiceForm } from './platform-service-form';
import { PLATFORM_SERVICES_NS } from './platform-services-i18n';

const CREATE_PATH = '/product/service/create';

/** 适用商品分类 from the row's line count: none means every category. */
function useCategoryColumn(): ListColumn<AnyRow>[] {
  const { t } = useTranslation(PLATFORM_SERVICES_NS);
  return [
    {
      key: 'categories',
      title: t('platformService.categories'),
      render: (_value: unknown, row: AnyRow) => {
        const count = Number(row.lineCount ?? 0);
        return count === 0 ? (
          <Tag color="blue">{t('platformService.allCategories')}</Tag>
        ) : (
          t('platformService.someCategories', { count })
        );
      },
    },
  ];
}

/**
 * 平台服务 (/product/service/list): the generic list (code/name, kind, sale mode, enabled, price
 * range; 启用/停用) with the categories each applies to. 新建 opens 新建平台服务 when granted;
 * editing opens the same form with its category picker in a dialog.
 */
export function PlatformServiceListPage() {
  const { t } = useTranslation(PLATFORM_SERVICES_NS);
  const navigate = useNavigate();
  const canOpenCreatePage = useGranted('platformServiceCreate:add');
  const [editing, setEditing] = useState<{ id: number | null } | null>(null);
  return (
    <>
      <ResourceListPage
        resource={platformServiceResource}
        labelNamespace={PLATFORM_SERVICES_NS}
        useExtraColumns={useCategoryColumn}
        openRecord={{
          create: () => (canOpenCreatePage ? navigate(CREATE_PATH) : setEditing({ id: null })),
          edit: (row) => setEditing({ id: row.id }),
        }}
      />
      {editing && (
        <Modal
          open
          width={760}
          footer={null}
          mask={{ closable: false }}
          title={editing.id === null ? t('form.createTitle') : t('form.editTitle')}
          onCancel={() => setEditing(null)}
        >
          <PlatformServiceForm
            id={editing.id}
            onSaved={() => setEditing(null)}
            onCancel={() => setEditing(null)}
          />
        </Modal>
      )}
    </>
  );
}
