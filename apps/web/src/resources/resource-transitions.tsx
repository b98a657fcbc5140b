import { type Resource, statesAllowing } from '@atrium/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callEndpoint } from '../platform/api/call-endpoint';
import { showMessage } from '../platform/feedback/feedback';
import type { RowAction } from './list-actions';
import type { ResourceLabels } from './resource-labels';
import type { AnyRow } from './resource-types';
import { type TransitionAction, TransitionActions } from './transition-actions';
import { transitionRowActions } from './transition-row-actions';
import { writeErrorText } from './write-error';

export interface ResourceTransitions {
  /** Each declared transition as the screens show it: its label, and a confirmation for one that asks. */
  actions: Readonly<Record<string, TransitionAction>>;
  /** Takes a transition on a record with the version it shows; says what happened, refreshes the lists. */
  take(row: AnyRow, transition: string): Promise<void>;
  /** The transition under way, and on which record. */
  taking: { id: number; transition: string } | null;
}

/**
 * A resource's named transitions (its contract's `transitions`) for the generic list and detail:
 * the server tells each row which the caller may take now (`row.transitions`); this takes one and
 * reports the answer: done, sent for approval (a gate held it), or the server's refusal, which
 * names the record's state and what the transition needs.
 */
export function useResourceTransitions(
  resource: Resource,
  labels: ResourceLabels,
  refresh: () => Promise<void>,
): ResourceTransitions {
  const { t } = useTranslation('resources');
  const [taking, setTaking] = useState<ResourceTransitions['taking']>(null);
  const actions = Object.fromEntries(
    Object.entries(resource.transitions?.transitions ?? {}).map(([name, declared]) => {
      const label = labels.transition(name);
      const action: TransitionAction = declared.confirm
        ? { label, confirm: t('transition.confirm', { label }), danger: true }
        : { label };
      return [name, action];
    }),
  );
  const take = async (row: AnyRow, transition: string) => {
    const endpoint = resource.transitionEndpoints?.[transition];
    if (!endpoint) return;
    const label = labels.transition(transition);
    setTaking({ id: row.id, transition });
    try {
      const answer = (await callEndpoint(endpoint, {
        params: { id: row.id },
        body: { version: row.version },
        silent: true,
      })) as { pending?: boolean };
      showMessage('success', t(answer.pending ? 'transition.asked' : 'transition.done', { label }));
    } catch (error) {
      showMessage('error', writeErrorText(error, t));
    } finally {
      setTaking(null);
      await refresh();
    }
  };
  return { actions, take, taking };
}

/** The list's row actions of a resource's transitions: each on the rows the server offers it on. */
export function resourceTransitionRowActions(transitions: ResourceTransitions) {
  return transitionRowActions<AnyRow>(
    transitions.actions,
    (row, name) => transitions.take(row, name),
    (row, name) => transitions.taking?.id === row.id && transitions.taking.transition === name,
  );
}

/** The detail's transition buttons for one record, as the server offers them on it now. */
export function RecordTransitionActions({
  resource,
  row,
  transitions,
}: {
  resource: Resource;
  row: AnyRow;
  transitions: ResourceTransitions;
}) {
  const field = resource.transitions?.field;
  if (!field) return null;
  return (
    <TransitionActions
      status={{
        state: String(row[field]),
        version: row.version,
        transitions: row.transitions ?? [],
        pendingTransition: row.pendingTransition ?? '',
      }}
      actions={transitions.actions}
      taking={transitions.taking?.id === row.id ? transitions.taking.transition : undefined}
      onTake={(name) => void transitions.take(row, name)}
    />
  );
}

/**
 * A record its transitions leave uneditable (a posted document, or one waiting for an approval)
 * offers no 编辑 or 删除: the server would refuse them (`editableIn`, `deletableIn`).
 */
export function onlyWhenEditable(resource: Resource, rowActions: readonly RowAction<AnyRow>[]) {
  const config = resource.transitions;
  if (!config) return [...rowActions];
  const allowed = (row: AnyRow, action: 'update' | 'delete') => {
    const states = statesAllowing(config, action);
    return !row.pendingTransition && (!states || states.includes(String(row[config.field])));
  };
  return rowActions.map((action) =>
    action.key === 'edit' || action.key === 'delete'
      ? {
          ...action,
          shownFor: (row: AnyRow) =>
            allowed(row, action.key === 'edit' ? 'update' : 'delete') && (action.shownFor?.(row) ?? true),
        }
      : action,
  );
}
