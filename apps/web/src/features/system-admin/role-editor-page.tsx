import { type RoleDetail, rolesApi } from '@atrium/contract';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Space from 'antd/es/space';
import Spin from 'antd/es/spin';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useFormSave } from '../../forms/use-form-save';
import { useAction } from '../../platform/access/use-action';
import { useGranted } from '../../platform/access/use-granted';
import { callEndpoint } from '../../platform/api/call-endpoint';
import { refreshAuthEntries } from '../../platform/session/load-session';
import { useSession } from '../../platform/session/session-store';
import { DataScopeTable, grantedKinds } from './data-scope-table';
import { GrantTree } from './grant-tree';
import { ROLE_LIST_PATH } from './role-editor-path';
import { SYSTEM_ADMIN_NS } from './system-admin-i18n';
import { useDataScopeKinds, useGrantTree, useInvalidateSystemAdmin, useRole } from './system-admin-queries';

interface FormValues {
  name: string;
  code: string;
  describe: string;
}

/** 新建角色 (/system/role/create, or `?id=` to edit): name, code, remark and the grant tree. */
export function RoleEditorPage() {
  const { t } = useTranslation(SYSTEM_ADMIN_NS);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const idParam = Number(params.get('id'));
  const id = Number.isInteger(idParam) && idParam > 0 ? idParam : null;
  const role = useRole(id);
  const tree = useGrantTree();
  const invalidate = useInvalidateSystemAdmin();
  const [form] = Form.useForm<FormValues>();
  const kinds = useDataScopeKinds();
  const [granted, setGranted] = useState<Set<string>>(new Set());
  const [scopes, setScopes] = useState<Map<string, string>>(new Map());

  useEffect(() => {
    if (!role.data) return;
    form.setFieldsValue(valuesOf(role.data));
    setGranted(new Set(role.data.permissionKeys));
    setScopes(new Map(role.data.dataScopes.map((entry) => [entry.resource, entry.scope])));
  }, [role.data, form]);

  const locked = role.data?.locked ?? false;
  // Creating needs this route's `add`; editing needs roleList's `update` (what the server checks).
  const can = useAction();
  const mayUpdate = useGranted('roleList:update');
  const maySave = id === null ? can('add') : mayUpdate;
  const heldRoles = useSession((state) => state.roles);

  const { saving, submit: save } = useFormSave<FormValues>({
    form,
    save: (values) => {
      const permissionKeys = [...granted].sort();
      // Only the lists the role is granted keep a choice; the server drops defaults.
      const dataScopes = grantedKinds(kinds.data ?? [], granted).flatMap((kind) => {
        const scope = scopes.get(kind.resource);
        return scope ? [{ resource: kind.resource, scope }] : [];
      });
      if (id === null)
        return callEndpoint(rolesApi.roleCreate, {
          body: { ...values, permissionKeys, dataScopes },
          silent: true,
        });
      const { code: _, ...changes } = values;
      return callEndpoint(rolesApi.roleUpdate, {
        params: { id },
        body: { ...changes, permissionKeys, dataScopes, version: role.data!.version },
        silent: true,
      });
    },
    successMessage: t('common.saved'),
    onSaved: async () => {
      await invalidate();
      // Editing a role one holds changes one's own menus and buttons: show them now.
      if (id !== null && heldRoles.some((held) => held.id === id)) await refreshAuthEntries();
      navigate(ROLE_LIST_PATH);
    },
    errors: 'form',
    conflictMessage: t('common.conflict'),
  });

  return (
    <section className="atrium-panel" data-testid="role-editor">
      <h3 style={{ marginTop: 0 }}>{id === null ? t('role.createTitle') : t('role.editTitle')}</h3>
      <Spin spinning={(id !== null && role.isPending) || tree.isPending || kinds.isPending}>
        <Form<FormValues>
          form={form}
          layout="horizontal"
          labelCol={{ span: 4 }}
          wrapperCol={{ span: 18 }}
          initialValues={{ describe: '' }}
          style={{ maxWidth: 960 }}
        >
          <Form.Item
            name="name"
            label={t('role.name')}
            rules={[{ required: true, whitespace: true, message: t('role.nameRequired') }]}
          >
            <Input maxLength={32} />
          </Form.Item>
          <Form.Item
            name="code"
            label={t('role.code')}
            rules={[
              { required: true, message: t('role.codeRequired') },
              { pattern: rolesApi.ROLE_CODE_PATTERN, message: t('role.codeFormat') },
            ]}
          >
            <Input maxLength={32} disabled={id !== null} />
          </Form.Item>
          <Form.Item name="describe" label={t('role.describe')}>
            <Input.TextArea rows={2} maxLength={200} />
          </Form.Item>
          <Form.Item label={t('role.permissions')}>
            {locked && (
              <Alert type="info" showIcon title={t('role.lockedHint')} style={{ marginBottom: 8 }} />
            )}
            <GrantTree entries={tree.data ?? []} value={granted} onChange={setGranted} disabled={locked} />
          </Form.Item>
          <Form.Item label={t('role.dataScopes')}>
            {locked ? (
              <Alert type="info" showIcon title={t('role.dataScopesLocked')} />
            ) : (
              <DataScopeTable
                kinds={kinds.data ?? []}
                granted={granted}
                value={scopes}
                onChange={setScopes}
              />
            )}
          </Form.Item>
          <Form.Item wrapperCol={{ offset: 4 }}>
            <Space>
              {maySave && (
                <Button type="primary" loading={saving} onClick={save} data-testid="role-save">
                  {t('common.save')}
                </Button>
              )}
              <Button onClick={() => navigate(ROLE_LIST_PATH)}>{t('common.back')}</Button>
            </Space>
          </Form.Item>
        </Form>
      </Spin>
    </section>
  );
}

function valuesOf(role: RoleDetail): FormValues {
  return { name: role.name, code: role.code, describe: role.describe };
}
