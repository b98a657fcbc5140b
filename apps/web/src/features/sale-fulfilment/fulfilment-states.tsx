import { PICK_STATES, type PickState } from '@atrium/contract/endpoints/sale-fulfilment';
import { TRANSFER_STATES, type TransferState } from '@atrium/contract/endpoints/sale-fulfilment-transfers';
import Select from 'antd/es/select';
import Tag from 'antd/es/tag';
import { useTranslation } from 'react-i18next';
import { FULFILMENT_NS } from './fulfilment-i18n';

const COLORS: Record<PickState | TransferState, string> = {
  open: 'blue',
  picked: 'cyan',
  closed: 'green',
  draft: 'default',
  inTransit: 'orange',
  received: 'green',
  cancelled: 'red',
};

/** A pick's or transfer's state as a tag. */
export function StateTag({ kind, state }: { kind: 'pick' | 'transfer'; state: PickState | TransferState }) {
  const { t } = useTranslation(FULFILMENT_NS);
  return <Tag color={COLORS[state]}>{t(`${kind}State.${state}` as 'pickState.open')}</Tag>;
}

/** The state filter's select. */
export function StateSelect({
  kind,
  ...props
}: {
  kind: 'pick' | 'transfer';
  value?: string;
  onChange?: (v: string) => void;
  id?: string;
}) {
  const { t } = useTranslation(FULFILMENT_NS);
  const states: readonly string[] = kind === 'pick' ? PICK_STATES : TRANSFER_STATES;
  return (
    <Select
      allowClear
      {...props}
      options={states.map((state) => ({
        value: state,
        label: t(`${kind}State.${state}` as 'pickState.open'),
      }))}
    />
  );
}
