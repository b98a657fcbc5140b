import AppstoreAddOutlined from '@ant-design/icons/AppstoreAddOutlined';
import { type DragEvent, type KeyboardEvent, type RefObject, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldTag, FormField } from '../form-schema';
import { CanvasCard, type CardCommands, cardId } from './canvas-card';
import { type FieldPath, samePath } from './designer-state';
import { type DragSource, type DropSlot, slotAround } from './drag-source';

interface DesignerCanvasProps {
  fields: FormField[];
  selected: FieldPath | null;
  drag: RefObject<DragSource | null>;
  commands: CardCommands;
  onAddAt: (tag: FieldTag, slot: DropSlot) => void;
  onMove: (from: FieldPath, to: number) => void;
}

/** The keys the canvas takes, written beside the toolbar (form-designer.tsx). */
export const CANVAS_HINT_ID = 'designer-canvas-hint';

/** Ignores keys typed into a control (the preview sits elsewhere, but a card may hold buttons). */
const fromEditable = (target: EventTarget) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

/**
 * The form's fields as a list of cards: click selects, drag reorders (and places palette kinds),
 * Delete removes the selection, Alt/Ctrl+↑/↓ moves it, Ctrl+D copies it, ↑/↓ moves the selection.
 */
export function DesignerCanvas({ fields, selected, drag, commands, onAddAt, onMove }: DesignerCanvasProps) {
  const { t } = useTranslation('designer');
  const [slot, setSlot] = useState<DropSlot | null>(null);
  const listRef = useRef<HTMLDivElement>(null);

  /** Whether the dragged thing may land in the form (subForm undefined) or in a sub-form. */
  const accepts = (subForm: number | undefined) => {
    const dragged = drag.current;
    if (!dragged) return false;
    if (dragged.source === 'palette') return subForm === undefined || dragged.tag !== 'subForm';
    return subForm === undefined
      ? dragged.path.child === undefined
      : dragged.path.index === subForm && dragged.path.child !== undefined;
  };

  const hover = (event: DragEvent, next: DropSlot) => {
    if (!accepts(next.subForm)) return;
    event.preventDefault();
    event.stopPropagation();
    if (slot?.subForm !== next.subForm || slot?.at !== next.at) setSlot(next);
  };

  const drop = (event: DragEvent) => {
    event.preventDefault();
    event.stopPropagation();
    const dragged = drag.current;
    const target = slot;
    const allowed = target !== null && accepts(target.subForm);
    drag.current = null;
    setSlot(null);
    if (!dragged || !target || !allowed) return;
    if (dragged.source === 'palette') onAddAt(dragged.tag, target);
    else onMove(dragged.path, target.at);
  };

  const endDrag = () => {
    drag.current = null;
    setSlot(null);
  };

  const startDrag = (path: FieldPath) => (event: DragEvent) => {
    event.stopPropagation();
    drag.current = { source: 'canvas', path };
    event.dataTransfer?.setData('text/plain', cardId(path));
    if (event.dataTransfer) event.dataTransfer.effectAllowed = 'move';
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (fromEditable(event.target) || !selected) return;
    const moving = event.altKey || event.ctrlKey || event.metaKey;
    const siblings = selected.child === undefined ? fields : childrenOf(fields[selected.index]);
    const at = selected.child ?? selected.index;
    const to = (position: number): FieldPath =>
      selected.child === undefined ? { index: position } : { index: selected.index, child: position };
    if (event.key === 'Delete') {
      event.preventDefault();
      commands.remove(selected);
    } else if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'd') {
      // The browser's own Ctrl+D (bookmark) gives way on the canvas.
      event.preventDefault();
      commands.duplicate(selected);
    } else if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      event.preventDefault();
      const by = event.key === 'ArrowUp' ? -1 : 1;
      if (moving) commands.shift(selected, by);
      else if (at + by >= 0 && at + by < siblings.length) commands.select(to(at + by));
    } else return;
    // A moved card is re-inserted in the DOM and loses focus; keep the keyboard on the canvas.
    listRef.current?.focus();
  };

  const line = (subForm: number | undefined, at: number) =>
    slot && slot.subForm === subForm && slot.at === at ? <div className="atrium-designer-drop-line" /> : null;

  return (
    <div
      ref={listRef}
      role="listbox"
      tabIndex={0}
      aria-label={t('canvas.title')}
      aria-activedescendant={selected ? cardId(selected) : undefined}
      aria-describedby={CANVAS_HINT_ID}
      className="atrium-designer-canvas"
      data-testid="designer-canvas"
      onKeyDown={onKeyDown}
      onDragOver={(event) => hover(event, { at: fields.length })}
      onDrop={drop}
      onClick={() => commands.select(null)}
    >
      {fields.map((field, index) => {
        const path = { index };
        return (
          <div key={field.vModel}>
            {line(undefined, index)}
            <CanvasCard
              field={field}
              path={path}
              selected={samePath(selected, path)}
              first={index === 0}
              last={index === fields.length - 1}
              commands={commands}
              onDragStart={startDrag(path)}
              onDragOver={(event) => hover(event, { at: slotAround(event, index) })}
              onDrop={drop}
              onDragEnd={endDrag}
            >
              {field.tag === 'subForm' && (
                // biome-ignore lint/a11y/useSemanticElements: a group of options inside the listbox (ARIA's own), not a form's fieldset
                <div
                  role="group"
                  aria-label={field.label}
                  className="atrium-designer-children"
                  data-testid={`canvas-children-${field.vModel}`}
                  onDragOver={(event) => hover(event, { subForm: index, at: field.children.length })}
                  onDrop={drop}
                >
                  {field.children.length === 0 && !slot && (
                    <span className="atrium-designer-muted">{t('canvas.childEmpty')}</span>
                  )}
                  {field.children.map((child, childIndex) => {
                    const childPath = { index, child: childIndex };
                    return (
                      <div key={child.vModel}>
                        {line(index, childIndex)}
                        <CanvasCard
                          field={child}
                          path={childPath}
                          selected={samePath(selected, childPath)}
                          first={childIndex === 0}
                          last={childIndex === field.children.length - 1}
                          commands={commands}
                          onDragStart={startDrag(childPath)}
                          onDragOver={(event) =>
                            hover(event, { subForm: index, at: slotAround(event, childIndex) })
                          }
                          onDrop={drop}
                          onDragEnd={endDrag}
                        />
                      </div>
                    );
                  })}
                  {line(index, field.children.length)}
                </div>
              )}
            </CanvasCard>
          </div>
        );
      })}
      {line(undefined, fields.length)}
      {fields.length === 0 && (
        <div className="atrium-designer-empty">
          <AppstoreAddOutlined style={{ fontSize: 28 }} />
          <span>{t('canvas.empty')}</span>
        </div>
      )}
    </div>
  );
}

function childrenOf(field: FormField | undefined): FormField[] {
  return field?.tag === 'subForm' ? field.children : [];
}
