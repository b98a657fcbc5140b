import type { GrantTreeEntry } from '@atrium/contract';
import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import Input from 'antd/es/input';
import Space from 'antd/es/space';
import Tag from 'antd/es/tag';
import Tree, { type DataNode } from 'antd/es/tree';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  allKeys,
  branchKeys,
  buildGrantIndex,
  displayedChecks,
  type GrantNode,
  matchingKeys,
  toggleGrant,
} from './grant-tree-model';
import { SYSTEM_ADMIN_NS } from './system-admin-i18n';
import './grant-tree.css';

interface GrantTreeProps {
  entries: readonly GrantTreeEntry[];
  value: ReadonlySet<string>;
  onChange(next: Set<string>): void;
  disabled?: boolean;
}

/** The menus of the catalogue with their buttons as leaves, checkable, searchable (role editor). */
export function GrantTree({ entries, value, onChange, disabled = false }: GrantTreeProps) {
  const { t } = useTranslation(SYSTEM_ADMIN_NS);
  const index = useMemo(() => buildGrantIndex(entries), [entries]);
  const [search, setSearch] = useState('');
  const [expanded, setExpanded] = useState<string[]>([]);
  const matches = useMemo(() => matchingKeys(index, search), [index, search]);

  const treeData = useMemo(() => {
    const toData = (node: GrantNode): DataNode | null => {
      if (matches && !matches.has(node.key)) return null;
      const { entry } = node;
      return {
        key: node.key,
        title: (
          <span data-grant-key={node.key}>
            {entry.title}
            {entry.type === 'oper' && (
              <Tag className="atrium-grant-tag" color="blue" variant="outlined">
                {t('grants.button')}
              </Tag>
            )}
            {entry.hidden && entry.type === 'menu' && (
              <Tag className="atrium-grant-tag">{t('grants.hidden')}</Tag>
            )}
          </span>
        ),
        isLeaf: node.children.length === 0,
        children: node.children.map(toData).filter((child): child is DataNode => child !== null),
      };
    };
    return index.roots.map(toData).filter((node): node is DataNode => node !== null);
  }, [index, matches, t]);

  const checkedKeys = useMemo(() => displayedChecks(index, value), [index, value]);
  // While searching, open the path to every match.
  const expandedKeys = matches ? [...matches] : expanded;

  return (
    <div data-testid="grant-tree">
      <Space wrap style={{ marginBottom: 8 }}>
        <Input.Search
          allowClear
          placeholder={t('grants.search')}
          onChange={(event) => setSearch(event.target.value)}
          style={{ width: 260 }}
          data-testid="grant-search"
        />
        <Button onClick={() => setExpanded(branchKeys(index))} data-testid="grant-expand-all">
          {t('grants.expandAll')}
        </Button>
        <Button onClick={() => setExpanded([])}>{t('grants.collapseAll')}</Button>
        <Button disabled={disabled} onClick={() => onChange(allKeys(index))}>
          {t('grants.checkAll')}
        </Button>
        <Button disabled={disabled} onClick={() => onChange(new Set())}>
          {t('grants.clear')}
        </Button>
        <span className="atrium-grant-count">{t('grants.selected', { count: value.size })}</span>
      </Space>
      {treeData.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('grants.noMatch')} />
      ) : (
        <Tree
          className="atrium-grant-tree-box"
          checkable
          checkStrictly
          selectable={false}
          disabled={disabled}
          treeData={treeData}
          checkedKeys={checkedKeys}
          expandedKeys={expandedKeys}
          onExpand={(keys) => setExpanded(keys.map(String))}
          onCheck={(_, info) => onChange(toggleGrant(index, value, String(info.node.key)))}
          height={520}
          virtual
        />
      )}
    </div>
  );
}
