import type { TransitionStatus } from '@atrium/contract';
import Button from 'antd/es/button';
import Popconfirm from 'antd/es/popconfirm';
import Space from 'antd/es/space';
import Tag from 'antd/es/tag';
import { useTranslation } from 'react-i18next';
import { settleRefusal } from '../platform/api/api-error';
import './resources-i18n';

/** How a feature shows one of its record's transitions: its label and, for one that can't be undone, a confirmation. */
export interface TransitionAction {
  label: string;
  confirm?: string;
  danger?: boolean;
}

interface TransitionActionsProps {
  /** What the server says of the record (its detail's `transitions`); nothing shows without it. */
  status: TransitionStatus | null | undefined;
  /** The transitions this screen offers, by name; one the server offers but the screen does not name stays hidden. */
  actions: Readonly<Record<string, TransitionAction>>;
  /** The transition being taken (its button spins), if any. */
  taking?: string;
  /** Takes it; a refusal it answers (an ApiError, shown as any refusal is) closes the confirmation. */
  onTake(transition: string): unknown;
}

/**
 * The record's transitions the caller may take now, as the server lists them (its state, the
 * caller's permissions and no pending approval already weighed), and the one waiting for an
 * approval as a tag. The screen never decides from its own reading of the state.
 */
export function TransitionActions({ status, actions, taking, onTake }: TransitionActionsProps) {
  const { t } = useTranslation('resources');
  if (!status) return null;
  const pending = actions[status.pendingTransition];
  return (
    <Space>
      {pending && (
        <Tag color="gold" data-testid="transition-pending">
          {t('transition.pending', { label: pending.label })}
        </Tag>
      )}
      {status.transitions.map((name) => {
        const action = actions[name];
        if (!action) return null;
        const button = (
          <Button
            key={name}
            danger={action.danger}
            loading={taking === name}
            data-testid={`transition-${name}`}
            onClick={action.confirm ? undefined : () => void settleRefusal(onTake(name))}
          >
            {action.label}
          </Button>
        );
        if (!action.confirm) return button;
        return (
          <Popconfirm key={name} title={action.confirm} onConfirm={() => settleRefusal(onTake(name))}>
            {button}
          </Popconfirm>
        );
      })}
    </Space>
  );
}
