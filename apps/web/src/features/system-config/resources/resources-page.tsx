import ArrowDownOutlined from '@ant-design/icons/es/icons/ArrowDownOutlined';
import ArrowUpOutlined from '@ant-design/icons/es/icons/ArrowUpOutlined';
import AuditOutlined from '@ant-design/icons/es/icons/AuditOutlined';
import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import { type Locale, type MenuNode, menusApi } from '@atrium/contract';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import Popconfirm from 'antd/es/popconfirm';
import Space from 'antd/es/space';
import Switch from 'antd/es/switch';
import Tag from 'antd/es/tag';
import Tooltip from 'antd/es/tooltip';
import Typography from 'antd/es/typography';
import { type Key, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Action } from '../../../platform/access/action';
import { useAction } from '../../../platform/access/use-action';
import { useGranted } from '../../../platform/access/use-granted';
import { callEndpoint } from '../../../platform/api/call-endpoint';
import { showMessage } from '../../../platform/feedback/feedback';
import { isLocale } from '../../../platform/i18n/i18n';
import { refreshAuthEntries } from '../../../platform/session/load-session';
import { browserPage } from '../../../resources/browser-page';
import { defineListFilters, textFilter } from '../../../resources/list-filters';
import { type ListColumn, ListTable } from '../../../resources/list-table';
import { useFilteredList } from '../../../resources/use-filtered-list';
import { usePageInRange } from '../../../resources/use-list-url-state';
import { MenuIcon } from '../../../shell/menu/menu-icon';
import { SYSTEM_CONFIG_NS } from '../system-config-i18n';
import { useInvalidate, useMenuTree } from '../system-config-queries';
import { type MenuDrawerTarget, MenuEditDrawer } from './menu-edit-drawer';
import {
  buildMenuRows,
  expandableIds,
  filterMenuRows,
  type MenuTreeRow,
  stepTarget,
  TOP_LEVEL,
  titleOf,
} from './menu-tree-model';

export const AUDIT_LOG_PATH = '/system/audit/list';

/** The search and the page (of top-level entries), kept in the URL. */
const menuFilters = defineListFilters({ keyword: textFilter() });

/** 资源管理 (/system/resource/list): the menu and button tree everyone's routes are built from. */
export function ResourcesPage() {
  const { t, i18n } = useTranslation(SYSTEM_CONFIG_NS);
  const locale: Locale = isLocale(i18n.language) ? i18n.language : 'zh-CN';
  const can = useAction();
  const navigate = useNavigate();
  const canSeeAudit = useGranted('auditLog');
  const tree = useMenuTree();
  const invalidate = useInvalidate('menus');
  const nodes = tree.data ?? [];
  const list = useFilteredList(menuFilters);
  const keyword = list.query.keyword ?? '';
  const [expanded, setExpanded] = useState<readonly Key[]>([]);
  const [drawer, setDrawer] = useState<MenuDrawerTarget>(null);
  const [busyId, setBusyId] = useState<number | null>(null);

  const rows = useMemo(() => filterMenuRows(buildMenuRows(nodes), keyword), [nodes, keyword]);
  // The tree is paged by its top-level entries, in the browser (it comes whole).
  const page = browserPage({ ...tree, data: tree.isPending ? undefined : rows }, list.state);
  usePageInRange(list, page.data);
  // A search (typed, or the URL's on opening) opens the ancestors of what it found; none closes all.
  const loaded = tree.data !== undefined;
  // biome-ignore lint/correctness/useExhaustiveDependencies: not again after each write (rows change)
  useEffect(() => {
    if (loaded) setExpanded(keyword ? expandableIds(rows) : []);
  }, [keyword, loaded]);

  /** After a write: the editor's tree, and the signed-in user's own menu (titles, order, hidden). */
  const afterWrite = async () => {
    await Promise.all([invalidate(), refreshAuthEntries()]);
  };

  const run = async (id: number, write: () => Promise<unknown>) => {
    setBusyId(id);
    try {
      await write();
      showMessage('success', t('common.saved'));
      await afterWrite();
    } catch {
      // The api client has shown the server's message.
    } finally {
      setBusyId(null);
    }
  };

  const step = (node: MenuNode, delta: -1 | 1) => {
    const target = stepTarget(nodes, node, delta);
    if (target)
      void run(node.id, () => callEndpoint(menusApi.menuMove, { params: { id: node.id }, body: target }));
  };

  const setHidden = (node: MenuNode, hidden: boolean) =>
    run(node.id, () =>
      callEndpoint(menusApi.menuUpdate, {
        params: { id: node.id },
        body: { titleZh: node.titleZh, titleEn: node.titleEn, icon: node.icon, hidden },
      }),
    );

  const remove = (node: MenuNode) =>
    run(node.id, () => callEndpoint(menusApi.menuDelete, { params: { id: node.id } }));

  const columns: ListColumn<MenuTreeRow>[] = [
    {
      title: t('resource.name'),
      key: 'title',
      width: 300,
      render: (_: unknown, row: MenuTreeRow) => (
        <Space size={6}>
          {row.icon && <MenuIcon name={row.icon} />}
          <span>{titleOf(row, locale)}</span>
          {row.builtIn && <Tag>{t('common.builtIn')}</Tag>}
        </Space>
      ),
    },
    {
      title: t('resource.type'),
      key: 'type',
      width: 80,
      render: (type: MenuNode['type']) => (
        <Tag color={type === 'menu' ? 'blue' : 'default'}>{t(`resource.type.${type}`)}</Tag>
      ),
    },
    {
      title: t('resource.permissionKey'),
      key: 'permissionKey',
      width: 220,
      render: (key: string) => <Typography.Text code>{key}</Typography.Text>,
    },
    { title: t('resource.path'), key: 'path', ellipsis: true },
    {
      title: t('resource.visible'),
      key: 'visible',
      width: 90,
      render: (_: unknown, row: MenuTreeRow) => {
        const toggle = (
          <Switch
            size="small"
            checked={!row.hidden}
            loading={busyId === row.id}
            disabled={!can('update')}
            aria-label={t('resource.visible')}
          />
        );
        if (!can('update')) return toggle;
        return (
          <Popconfirm
            title={t(row.hidden ? 'resource.showConfirm' : 'resource.hideConfirm', {
              title: titleOf(row, locale),
            })}
            onConfirm={() => setHidden(row, !row.hidden)}
          >
            {toggle}
          </Popconfirm>
        );
      },
    },
  ];
  if (can('update')) {
    columns.push({
      title: t('resource.sort'),
      key: 'sort',
      width: 96,
      render: (_: unknown, row: MenuTreeRow) => (
        <Space size={0}>
          <Tooltip title={t('common.moveUp')}>
            <Button
              type="text"
              size="small"
              icon={<ArrowUpOutlined />}
              aria-label={t('common.moveUp')}
              disabled={!stepTarget(nodes, row, -1) || busyId !== null}
              onClick={() => step(row, -1)}
            />
          </Tooltip>
          <Tooltip title={t('common.moveDown')}>
            <Button
              type="text"
              size="small"
              icon={<ArrowDownOutlined />}
              aria-label={t('common.moveDown')}
              disabled={!stepTarget(nodes, row, 1) || busyId !== null}
              onClick={() => step(row, 1)}
            />
          </Tooltip>
        </Space>
      ),
    });
  }
  if (can(['update', 'add', 'delete'])) {
    columns.push({
      title: t('common.actions'),
      key: 'actions',
      width: 200,
      render: (_: unknown, row: MenuTreeRow) => (
        <Space size={0}>
          <Action code="update">
            <Button type="link" size="small" onClick={() => setDrawer({ mode: 'edit', node: row })}>
              {t('common.edit')}
            </Button>
          </Action>
          {row.type === 'menu' && (
            <Action code="add">
              <Button
                type="link"
                size="small"
                onClick={() => setDrawer({ mode: 'create', parentId: row.id })}
              >
                {t('resource.addChild')}
              </Button>
            </Action>
          )}
          <Action code="delete">
            {row.builtIn ? (
              <Tooltip title={t('resource.deleteBuiltIn')}>
                <Button type="link" size="small" danger disabled>
                  {t('common.delete')}
                </Button>
              </Tooltip>
            ) : (
              <Popconfirm
                title={t('resource.deleteConfirm', { title: titleOf(row, locale) })}
                okButtonProps={{ danger: true }}
                onConfirm={() => remove(row)}
              >
                <Button type="link" size="small" danger>
                  {t('common.delete')}
                </Button>
              </Popconfirm>
            )}
          </Action>
        </Space>
      ),
    });
  }

  return (
    <div data-testid="resources-editor">
      <section className="atrium-panel">
        <Alert type="info" showIcon title={t('resource.hint')} style={{ marginBottom: 16 }} />
        <Space wrap style={{ marginBottom: 16 }}>
          <Input.Search
            key={list.search}
            allowClear
            defaultValue={keyword}
            placeholder={t('resource.search')}
            style={{ width: 260 }}
            onSearch={(value) => list.applyForm({ keyword: value })}
          />
          <Button onClick={() => setExpanded(expandableIds(rows))}>{t('resource.expandAll')}</Button>
          <Button onClick={() => setExpanded([])}>{t('resource.collapseAll')}</Button>
          <Action code="add">
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => setDrawer({ mode: 'create', parentId: TOP_LEVEL })}
            >
              {t('resource.addTop')}
            </Button>
          </Action>
          {canSeeAudit && (
            <Button
              icon={<AuditOutlined />}
              onClick={() => navigate(AUDIT_LOG_PATH)}
              data-testid="open-audit-log"
            >
              {t('common.auditLog')}
            </Button>
          )}
        </Space>
        <ListTable<MenuTreeRow>
          list={list}
          page={page}
          columns={columns}
          emptyText={t('resource.empty')}
          scroll={undefined}
          expandable={{ expandedRowKeys: expanded, onExpandedRowsChange: (keys) => setExpanded(keys) }}
        />
      </section>
      <MenuEditDrawer
        target={drawer}
        nodes={nodes}
        locale={locale}
        onClose={() => setDrawer(null)}
        onSaved={afterWrite}
      />
    </div>
  );
}
