import Empty from 'antd/es/empty';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { SYSTEM_CONFIG_NS } from '../system-config-i18n';
import { useDictTypes, useInvalidate } from '../system-config-queries';
import { DICT_ITEM_PREFIX, DictItemsPanel } from './dict-items-panel';
import { DictTypePanel } from './dict-type-panel';
import './dictionaries.css';

/** The chosen type's URL param. */
const TYPE_PARAM = 'type';

/** CRM字典 (/system/dict/list): dictionary types on the left, the chosen type's items on the right. */
export function DictionariesPage() {
  const { t } = useTranslation(SYSTEM_CONFIG_NS);
  const types = useDictTypes();
  const invalidate = useInvalidate('dict');
  const [searchParams, setSearchParams] = useSearchParams();
  const list = types.data ?? [];
  // The chosen type is in the URL; the first type is open without one, or when the open one is deleted.
  const selected = list.find((type) => String(type.id) === searchParams.get(TYPE_PARAM)) ?? list[0] ?? null;
  // Another type starts on its first page, unfiltered: its item params go.
  const select = (id: number) =>
    setSearchParams((current) => {
      const next = new URLSearchParams([...current].filter(([key]) => !key.startsWith(DICT_ITEM_PREFIX)));
      next.set(TYPE_PARAM, String(id));
      return next;
    });

  return (
    <div className="atrium-dictionaries" data-testid="dictionaries">
      <DictTypePanel
        types={list}
        loading={types.isFetching}
        selectedId={selected?.id ?? null}
        onSelect={select}
        onChanged={invalidate}
      />
      {selected ? (
        <DictItemsPanel key={selected.id} type={selected} onChanged={invalidate} />
      ) : (
        <section className="atrium-panel">
          <Empty description={t('dict.chooseType')} />
        </section>
      )}
    </div>
  );
}
