import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldTag } from '../form-schema';
import type { DragSource } from './drag-source';
import { FIELD_KINDS, PALETTE_GROUPS } from './field-kinds';

interface FieldPaletteProps {
  onAdd: (tag: FieldTag) => void;
  drag: RefObject<DragSource | null>;
}

/** Every field kind, grouped; a click appends the kind to the canvas, a drag places it. */
export function FieldPalette({ onAdd, drag }: FieldPaletteProps) {
  const { t } = useTranslation('designer');
  return (
    <nav aria-label={t('palette.title')} data-testid="designer-palette">
      {PALETTE_GROUPS.map((group) => (
        <section key={group} className="atrium-designer-group">
          <div className="atrium-designer-group-title">{t(`group.${group}`)}</div>
          <div className="atrium-designer-kinds">
            {FIELD_KINDS.filter((kind) => kind.group === group).map((kind) => (
              <button
                key={kind.tag}
                type="button"
                draggable
                className="atrium-designer-kind"
                title={t('palette.add', { kind: t(`kind.${kind.tag}`) })}
                data-testid={`palette-${kind.tag}`}
                onClick={() => onAdd(kind.tag)}
                onDragStart={(event) => {
                  drag.current = { source: 'palette', tag: kind.tag };
                  event.dataTransfer?.setData('text/plain', kind.tag);
                  if (event.dataTransfer) event.dataTransfer.effectAllowed = 'copy';
                }}
                onDragEnd={() => {
                  drag.current = null;
                }}
              >
                {kind.icon}
                <span>{t(`kind.${kind.tag}`)}</span>
              </button>
            ))}
          </div>
        </section>
      ))}
    </nav>
  );
}
