import Empty from 'antd/es/empty';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ScreenQueryProvider } from '../../../platform/query/screen-query-provider';
import { SYSTEM_CONFIG_NS } from '../system-config-i18n';
import { useDictTypes, useInvalidate } from '../system-config-queries';
import { DictItemsPanel } from './dict-items-panel';
import { DictTypePanel } from './dict-type-panel';
import './dictionaries.css';

/** CRM字典 (/system/dict/list): dictionary types on the left, the chosen type's items on the right. */
export function DictionariesPage() {
  return (
    <ScreenQueryProvider>
      <Dictionaries />
    </ScreenQueryProvider>
  );
}

function Dictionaries() {
  const { t } = useTranslation(SYSTEM_CONFIG_NS);
  const types = useDictTypes();
  const invalidate = useInvalidate('dict');
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const list = types.data ?? [];
  const selected = list.find((type) => type.id === selectedId) ?? null;

  // The first type is open from the start, and again when the open one is deleted.
  useEffect(() => {
    if (list.length > 0 && !list.some((type) => type.id === selectedId)) setSelectedId(list[0]!.id);
  }, [list, selectedId]);

  return (
    <div className="atrium-dictionaries" data-testid="dictionaries">
      <DictTypePanel
        types={list}
        loading={types.isFetching}
        selectedId={selectedId}
        onSelect={setSelectedId}
        onChanged={invalidate}
      />
      {selected ? (
        // Keyed by type: another type starts on its first page, unfiltered.
        <DictItemsPanel key={selected.id} type={selected} onChanged={invalidate} />
      ) : (
        <section className="atrium-panel">
          <Empty description={t('dict.chooseType')} />
        </section>
      )}
    </div>
  );
}
