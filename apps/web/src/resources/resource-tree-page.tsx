import DeleteOutlined from '@ant-design/icons/es/icons/DeleteOutlined';
import EditOutlined from '@ant-design/icons/es/icons/EditOutlined';
import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import type { Endpoint, Resource } from '@atrium/contract';
import type { MoveCategoryBody } from '@atrium/contract/endpoints/catalogue-categories';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Popconfirm from 'antd/es/popconfirm';
import Space from 'antd/es/space';
import Spin from 'antd/es/spin';
import Tree, { type TreeProps } from 'antd/es/tree';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAction } from '../platform/access/use-action';
import { callEndpoint } from '../platform/api/call-endpoint';
import { showMessage } from '../platform/feedback/feedback';
import { useQueryScope } from '../platform/query/screen-query-provider';
import { useCurrentRoute } from '../platform/routing/current-route-context';
import './resource-tree.css';
import './resources-i18n';
import { buildTree, filterTree, moveOfDrop, type TreeNode, type TreeRecord } from './tree-nodes';

const PAGE = 500;

export interface ResourceTreePageProps {
  /** A tree resource with `name`, `parentId` and `sort` fields (商品分类, 配件分类). */
  resource: Resource;
  /** POST …/:id/move with { parentId, index } (the server renumbers and refuses cycles). */
  moveEndpoint: Endpoint;
}

/** Every live record, in pages of the largest size (a category tree is small). */
async function fetchAll(resource: Resource): Promise<TreeRecord[]> {
  const records: TreeRecord[] = [];
  for (let pageNum = 1; ; pageNum++) {
    const page = (await callEndpoint(resource.endpoints.page, {
      query: { pageNum, pageSize: PAGE, sortField: 'sort', sortOrder: 'asc' },
    })) as unknown as { list: TreeRecord[]; total: number };
    records.push(...page.list);
    if (page.list.length < PAGE || records.length >= page.total) return records;
  }
}

type Editing = { mode: 'add'; parentId: number | null } | { mode: 'rename'; record: TreeRecord };

/**
 * A category tree screen: search, add a top or child category, rename, delete (asking first; the
 * server's refusal, e.g. a category still holding products, is shown), and drag to reorder or to
 * move under another parent. The tree is always the server's: a refused move (a cycle) simply
 * reloads it, so it snaps back.
 */
export function ResourceTreePage({ resource, moveEndpoint }: ResourceTreePageProps) {
  const { t } = useTranslation('resources');
  const can = useAction();
  const title = useCurrentRoute()?.title ?? resource.name;
  const key = [...useQueryScope(), 'resource', resource.name, 'tree'];
  const client = useQueryClient();
  const records = useQuery({ queryKey: key, queryFn: () => fetchAll(resource) });
  const [keyword, setKeyword] = useState('');
  const [editing, setEditing] = useState<Editing | null>(null);
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [expanded, setExpanded] = useState<number[] | null>(null);

  const tree = useMemo(() => buildTree(records.data ?? []), [records.data]);
  const shown = useMemo(() => filterTree(tree, keyword), [tree, keyword]);
  const reload = () => client.invalidateQueries({ queryKey: key });

  const run = async (work: () => Promise<unknown>, done?: string) => {
    setBusy(true);
    try {
      await work();
      if (done) showMessage('success', done);
      return true;
    } catch {
      return false; // the api client showed the server's message
    } finally {
      setBusy(false);
      await reload();
    }
  };

  const openEditor = (next: Editing) => {
    setEditing(next);
    setName(next.mode === 'rename' ? next.record.name : '');
  };
  const save = async () => {
    if (!editing || name.trim() === '') return;
    const saved = await run(() =>
      editing.mode === 'add'
        ? callEndpoint(resource.endpoints.create, {
            body: { name: name.trim(), parentId: editing.parentId, sort: 9999 },
          })
        : callEndpoint(resource.endpoints.update, {
            params: { id: editing.record.id },
            body: { name: name.trim(), version: editing.record.version },
          }),
    );
    if (saved) setEditing(null);
  };
  const remove = (record: TreeRecord) =>
    run(
      () =>
        callEndpoint(resource.endpoints.delete, {
          params: { id: record.id },
          query: { version: record.version },
        }),
      t('delete.done'),
    );

  const onDrop: TreeProps['onDrop'] = (info) => {
    const position = Number(String(info.node.pos).split('-').pop());
    const relative = info.dropPosition - position;
    const move = moveOfDrop(tree, {
      dragKey: Number(info.dragNode.key),
      dropKey: Number(info.node.key),
      dropToGap: info.dropToGap,
      side: relative < 0 ? -1 : 1,
    });
    if (!move) return;
    const body: MoveCategoryBody = move;
    void run(() => callEndpoint(moveEndpoint, { params: { id: Number(info.dragNode.key) }, body }));
  };

  const toTreeData = (nodes: TreeNode[]): NonNullable<TreeProps['treeData']> =>
    nodes.map((node) => ({ key: node.key, title: node.record.name, children: toTreeData(node.children) }));
  const recordOf = new Map((records.data ?? []).map((record) => [record.id, record]));

  const titleRender: NonNullable<TreeProps['titleRender']> = (data) => {
    const record = recordOf.get(Number(data.key))!;
    return (
      <span className="atrium-tree-node" data-testid={`tree-node-${record.name}`}>
        <span>{record.name}</span>
        <Space size={0} className="atrium-tree-node-actions" onClick={(event) => event.stopPropagation()}>
          {can('add') && (
            <Button
              type="link"
              size="small"
              icon={<PlusOutlined />}
              aria-label={t('tree.addChild')}
              title={t('tree.addChild')}
              onClick={() => openEditor({ mode: 'add', parentId: record.id })}
            />
          )}
          {can('update') && (
            <Button
              type="link"
              size="small"
              icon={<EditOutlined />}
              aria-label={t('tree.rename')}
              title={t('tree.rename')}
              onClick={() => openEditor({ mode: 'rename', record })}
            />
          )}
          {can('delete') && (
            <Popconfirm
              title={t('tree.deleteConfirm', { name: record.name })}
              onConfirm={() => void remove(record)}
            >
              <Button
                type="link"
                size="small"
                danger
                icon={<DeleteOutlined />}
                aria-label={t('action.delete')}
                title={t('action.delete')}
              />
            </Popconfirm>
          )}
        </Space>
      </span>
    );
  };

  const expandedKeys = keyword.trim() !== '' ? shown.expanded : (expanded ?? tree.map((node) => node.key));
  return (
    <div className="atrium-panel atrium-resource-tree" data-testid={`resource-tree-${resource.name}`}>
      <Space style={{ marginBottom: 16 }} wrap>
        <Input.Search
          allowClear
          placeholder={t('tree.search')}
          value={keyword}
          onChange={(event) => setKeyword(event.target.value)}
          style={{ width: 260 }}
          data-testid="tree-search"
        />
        {can('add') && (
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => openEditor({ mode: 'add', parentId: null })}
          >
            {t('tree.addTop')}
          </Button>
        )}
        {can('update') && <span className="atrium-tree-hint">{t('tree.dragHint')}</span>}
      </Space>
      <Spin spinning={records.isLoading || busy}>
        {records.isError ? (
          <Empty description={t('load.failed')} />
        ) : shown.nodes.length === 0 && !records.isLoading ? (
          <Empty description={keyword.trim() ? t('tree.noMatch') : t('tree.empty', { title })} />
        ) : (
          <Tree
            blockNode
            draggable={can('update') && keyword.trim() === '' ? { icon: false } : false}
            treeData={toTreeData(shown.nodes)}
            titleRender={titleRender}
            expandedKeys={expandedKeys}
            onExpand={(keys) => setExpanded(keys.map(Number))}
            onDrop={onDrop}
          />
        )}
      </Spin>
      {editing && (
        <Modal
          open
          title={editing.mode === 'add' ? t('tree.addTitle', { title }) : t('tree.renameTitle', { title })}
          okText={t('form.save')}
          cancelText={t('form.cancel')}
          confirmLoading={busy}
          okButtonProps={{ disabled: name.trim() === '' }}
          onOk={() => void save()}
          onCancel={() => setEditing(null)}
        >
          <Input
            autoFocus
            maxLength={64}
            value={name}
            placeholder={t('tree.name')}
            onChange={(event) => setName(event.target.value)}
            onPressEnter={() => void save()}
            data-testid="tree-name-input"
          />
        </Modal>
      )}
    </div>
  );
}
