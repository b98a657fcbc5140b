import FilterOutlined from '@ant-design/icons/es/icons/FilterOutlined';
import Button from 'antd/es/button';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import './resources-i18n';
import { usePhoneWidth } from './use-phone-width';

/**
 * A list's filters on a phone: folded behind one 筛选 button (saying how many are set), so the
 * rows start on the first screen; opened, the controls show under it. Wider screens show them as
 * they are. The controls stay mounted while folded: the form keeps what was typed.
 */
export function FilterFold({ active = 0, children }: { active?: number; children: ReactNode }) {
  const { t } = useTranslation('resources');
  const phone = usePhoneWidth();
  const [open, setOpen] = useState(false);
  const id = useId();
  if (!phone) return children;
  return (
    <>
      <Button
        icon={<FilterOutlined />}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
        style={{ marginBottom: open ? 16 : 0 }}
        data-testid="filter-fold"
      >
        {active > 0 ? t('filter.toggleActive', { count: active }) : t('filter.toggle')}
      </Button>
      <div id={id} hidden={!open}>
        {children}
      </div>
    </>
  );
}
