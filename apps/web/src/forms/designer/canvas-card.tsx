import ArrowDownOutlined from '@ant-design/icons/ArrowDownOutlined';
import ArrowUpOutlined from '@ant-design/icons/ArrowUpOutlined';
import CopyOutlined from '@ant-design/icons/CopyOutlined';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import HolderOutlined from '@ant-design/icons/HolderOutlined';
import { FORM_DEFAULT_SPAN } from '@atrium/contract';
import Button from 'antd/es/button';
import Tag from 'antd/es/tag';
import type { DragEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormField } from '../form-schema';
import type { FieldPath } from './designer-state';
import { kindOf } from './field-kinds';

export interface CardCommands {
  select: (path: FieldPath | null) => void;
  shift: (path: FieldPath, by: -1 | 1) => void;
  duplicate: (path: FieldPath) => void;
  remove: (path: FieldPath) => void;
}

interface CanvasCardProps {
  field: FormField;
  path: FieldPath;
  selected: boolean;
  first: boolean;
  last: boolean;
  commands: CardCommands;
  onDragStart: (event: DragEvent<HTMLDivElement>) => void;
  onDragOver: (event: DragEvent<HTMLDivElement>) => void;
  onDrop: (event: DragEvent<HTMLDivElement>) => void;
  onDragEnd: () => void;
  /** A sub-form's columns. */
  children?: ReactNode;
}

/** Id of a card, for the canvas's aria-activedescendant. */
export const cardId = (path: FieldPath) =>
  `designer-field-${path.index}${path.child === undefined ? '' : `-${path.child}`}`;

/** One field on the canvas: its kind, label and key, with move, duplicate and delete actions. */
export function CanvasCard({
  field,
  path,
  selected,
  first,
  last,
  commands,
  onDragStart,
  onDragOver,
  onDrop,
  onDragEnd,
  children,
}: CanvasCardProps) {
  const { t } = useTranslation('designer');
  const kind = kindOf(field.tag);
  const span = field.span ?? FORM_DEFAULT_SPAN;
  const actions = [
    {
      label: t('canvas.moveUp'),
      icon: <ArrowUpOutlined />,
      disabled: first,
      run: () => commands.shift(path, -1),
    },
    {
      label: t('canvas.moveDown'),
      icon: <ArrowDownOutlined />,
      disabled: last,
      run: () => commands.shift(path, 1),
    },
    { label: t('canvas.copy'), icon: <CopyOutlined />, run: () => commands.duplicate(path) },
    { label: t('canvas.delete'), icon: <DeleteOutlined />, danger: true, run: () => commands.remove(path) },
  ];
  // The option is the card's text alone: an option may hold nothing interactive (WCAG 4.1.2), so
  // the actions and a sub-form's columns sit beside it, inside the card's frame. The actions are
  // the pointer's: the keyboard has them on the canvas (Delete, Alt+↑/↓, Ctrl+D), so they stay out
  // of the tab order and of the listbox's tree.
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithClickEvents: the pointer selects here; the keyboard selects on the canvas's listbox (↑/↓)
    <div
      draggable
      className={selected ? 'atrium-designer-card atrium-designer-card-selected' : 'atrium-designer-card'}
      onClick={(event) => {
        event.stopPropagation();
        commands.select(path);
      }}
      onDragStart={onDragStart}
      onDragOver={onDragOver}
      onDrop={onDrop}
      onDragEnd={onDragEnd}
    >
      <div
        id={cardId(path)}
        role="option"
        aria-selected={selected}
        tabIndex={-1}
        className="atrium-designer-card-row"
        data-testid={`canvas-field-${field.vModel}`}
        onKeyDown={(event) => {
          if (event.key === 'Enter' || event.key === ' ') commands.select(path);
        }}
        onDragOver={onDragOver}
        onDrop={onDrop}
      >
        <HolderOutlined className="atrium-designer-card-handle" />
        <span className="atrium-designer-card-icon" title={t(`kind.${field.tag}`)}>
          {kind.icon}
        </span>
        <div className="atrium-designer-card-text">
          <div className="atrium-designer-card-label">
            {field.label || <span className="atrium-designer-muted">{t('prop.none')}</span>}
            {field.required && (
              <span className="atrium-designer-required" title={t('canvas.required')}>
                *
              </span>
            )}
          </div>
          <div className="atrium-designer-card-key">{field.vModel}</div>
        </div>
        {path.child === undefined && span !== FORM_DEFAULT_SPAN && (
          <Tag variant="filled" style={{ marginInlineEnd: 0, paddingInline: 4, fontSize: 11 }}>
            {t('canvas.span', { span })}
          </Tag>
        )}
      </div>
      {selected && (
        <div className="atrium-designer-card-actions" aria-hidden="true">
          {actions.map((action) => (
            <Button
              key={action.label}
              tabIndex={-1}
              type="text"
              size="small"
              danger={action.danger}
              icon={action.icon}
              aria-label={action.label}
              title={action.label}
              disabled={action.disabled}
              onClick={(event) => {
                event.stopPropagation();
                action.run();
              }}
            />
          ))}
        </div>
      )}
      {children}
    </div>
  );
}
