import Transfer from 'antd/es/transfer';
import { type RefObject, useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldOption } from './form-schema';

interface TransferInputProps {
  value?: (string | number)[];
  onChange?: (value: (string | number)[]) => void;
  options: FieldOption[];
  disabled?: boolean;
}

/**
 * Names antd's transfer checkboxes, which it renders without a label (WCAG 4.1.2): an item's by
 * the item (its row's title), a list's select-all by the list. antd takes no props for them, so
 * they are named in the DOM, again whenever the lists change (search, moves).
 */
function useNamedCheckboxes(root: RefObject<HTMLElement | null>, selectAllName: (list: string) => string) {
  useEffect(() => {
    const element = root.current;
    if (!element) return;
    const name = () => {
      for (const input of element.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')) {
        const item = input.closest('li[title]');
        const list = input
          .closest('.ant-transfer-list-header')
          ?.querySelector('.ant-transfer-list-header-title');
        const label = item ? item.getAttribute('title') : list ? selectAllName(list.textContent ?? '') : null;
        if (label && input.getAttribute('aria-label') !== label) input.setAttribute('aria-label', label);
      }
    };
    name();
    const observer = new MutationObserver(name);
    observer.observe(element, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [root, selectAllName]);
}

/** A transfer field: the chosen options' values are the field's value. */
export function TransferInput({ value, onChange, options, disabled }: TransferInputProps) {
  const { t } = useTranslation('forms');
  const root = useRef<HTMLDivElement>(null);
  const selectAllName = useCallback((list: string) => t('transfer.selectAll', { list }), [t]);
  useNamedCheckboxes(root, selectAllName);
  const byKey = new Map(options.map((option) => [String(option.value), option.value]));
  return (
    <div ref={root}>
      <Transfer
        dataSource={options.map((option) => ({ key: String(option.value), title: option.label }))}
        targetKeys={(value ?? []).map(String)}
        onChange={(keys) => onChange?.(keys.map((key) => byKey.get(String(key)) ?? String(key)))}
        render={(item) => item.title ?? ''}
        titles={[t('transfer.source'), t('transfer.target')]}
        disabled={disabled}
      />
    </div>
  );
}
