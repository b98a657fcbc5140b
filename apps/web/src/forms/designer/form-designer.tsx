import ClearOutlined from '@ant-design/icons/ClearOutlined';
import ExportOutlined from '@ant-design/icons/ExportOutlined';
import ImportOutlined from '@ant-design/icons/ImportOutlined';
import RedoOutlined from '@ant-design/icons/RedoOutlined';
import UndoOutlined from '@ant-design/icons/UndoOutlined';
import Button from 'antd/es/button';
import Popconfirm from 'antd/es/popconfirm';
import Space from 'antd/es/space';
import Tooltip from 'antd/es/tooltip';
import { useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldTag, FormDefinition } from '../form-schema';
import type { CardCommands } from './canvas-card';
import { CANVAS_HINT_ID, DesignerCanvas } from './designer-canvas';
import './designer-i18n';
import { DesignerPreview } from './designer-preview';
import { designerReducer, initialDesignerState } from './designer-state';
import type { DragSource, DropSlot } from './drag-source';
import { ExportDialog } from './export-dialog';
import { newField } from './field-kinds';
import { FieldPalette } from './field-palette';
import './form-designer.css';
import { ImportDialog } from './import-dialog';
import { PropertyPanel } from './property-panel';

interface FormDesignerProps {
  /** The definition the designer opens with. */
  initial?: FormDefinition;
  /** Called with every change, e.g. to keep a draft. */
  onChange?: (definition: FormDefinition) => void;
}

const isEditable = (target: EventTarget) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

/**
 * The form designer: a palette of every field kind, a canvas to arrange fields, a property panel
 * for the selected field, a live preview through the real renderer, and JSON import (ours or
 * form-generator's) and export.
 */
export function FormDesigner({ initial, onChange }: FormDesignerProps) {
  const { t } = useTranslation('designer');
  const [state, dispatch] = useReducer(designerReducer, initial?.fields ?? [], initialDesignerState);
  const [dialog, setDialog] = useState<'import' | 'export' | null>(null);
  const drag = useRef<DragSource | null>(null);
  const definition = useMemo<FormDefinition>(() => ({ fields: state.fields }), [state.fields]);

  useEffect(() => {
    onChange?.(definition);
  }, [definition, onChange]);

  const build = (tag: FieldTag) => (key: string) =>
    newField(tag, key, {
      label: t(`kind.${tag}`),
      option: (n) => t('new.option', { n }),
      column: t('new.column'),
    });
  const addAt = (tag: FieldTag, slot: Partial<DropSlot> = {}) =>
    dispatch({ type: 'add', build: build(tag), at: slot.at, into: slot.subForm });

  const commands: CardCommands = {
    select: (path) => dispatch({ type: 'select', path }),
    shift: (path, by) => dispatch({ type: 'shift', path, by }),
    duplicate: (path) => dispatch({ type: 'duplicate', path }),
    remove: (path) => dispatch({ type: 'remove', path }),
  };

  // Undo and redo anywhere in the designer, except inside a text box, which has its own.
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = root.current;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.target && isEditable(event.target)) return;
      if (!(event.ctrlKey || event.metaKey) || event.key.toLowerCase() !== 'z') return;
      event.preventDefault();
      dispatch({ type: event.shiftKey ? 'redo' : 'undo' });
    };
    element?.addEventListener('keydown', onKeyDown);
    return () => element?.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <div ref={root} className="atrium-designer" data-testid="form-designer">
      <div className="atrium-designer-toolbar">
        <Space size={4}>
          <Tooltip title={`${t('toolbar.undo')} (Ctrl+Z)`}>
            <Button
              icon={<UndoOutlined />}
              aria-label={t('toolbar.undo')}
              disabled={state.past.length === 0}
              onClick={() => dispatch({ type: 'undo' })}
            />
          </Tooltip>
          <Tooltip title={`${t('toolbar.redo')} (Ctrl+Shift+Z)`}>
            <Button
              icon={<RedoOutlined />}
              aria-label={t('toolbar.redo')}
              disabled={state.future.length === 0}
              onClick={() => dispatch({ type: 'redo' })}
            />
          </Tooltip>
          <span id={CANVAS_HINT_ID} className="atrium-designer-muted" style={{ marginLeft: 8 }}>
            {t('canvas.hint')}
          </span>
        </Space>
        <Space size={8} wrap>
          <Popconfirm
            title={t('toolbar.clearConfirm')}
            okText={t('toolbar.ok')}
            cancelText={t('toolbar.cancel')}
            onConfirm={() => dispatch({ type: 'load', fields: [] })}
            disabled={state.fields.length === 0}
          >
            <Button icon={<ClearOutlined />} disabled={state.fields.length === 0}>
              {t('toolbar.clear')}
            </Button>
          </Popconfirm>
          <Button icon={<ImportOutlined />} onClick={() => setDialog('import')} data-testid="designer-import">
            {t('toolbar.import')}
          </Button>
          <Button
            type="primary"
            icon={<ExportOutlined />}
            onClick={() => setDialog('export')}
            data-testid="designer-export"
          >
            {t('toolbar.export')}
          </Button>
        </Space>
      </div>
      <div className="atrium-designer-body">
        <section className="atrium-designer-pane" aria-label={t('palette.title')}>
          <header className="atrium-designer-pane-header">{t('palette.title')}</header>
          <div className="atrium-designer-pane-body">
            <FieldPalette drag={drag} onAdd={(tag) => addAt(tag)} />
          </div>
        </section>
        <section className="atrium-designer-pane" aria-label={t('canvas.title')}>
          <header className="atrium-designer-pane-header">
            <span>{t('canvas.title')}</span>
            <span className="atrium-designer-muted">{t('canvas.count', { count: state.fields.length })}</span>
          </header>
          <div className="atrium-designer-pane-body">
            <DesignerCanvas
              fields={state.fields}
              selected={state.selected}
              drag={drag}
              commands={commands}
              onAddAt={addAt}
              onMove={(from, to) => dispatch({ type: 'move', from, to })}
            />
          </div>
        </section>
        <DesignerPreview definition={definition} />
        <PropertyPanel
          fields={state.fields}
          selected={state.selected}
          update={(path, patch) => dispatch({ type: 'update', path, patch })}
          select={commands.select}
          remove={commands.remove}
          addColumn={(subForm, tag) => addAt(tag, { subForm })}
        />
      </div>
      <ImportDialog
        open={dialog === 'import'}
        onClose={() => setDialog(null)}
        onImport={(imported) => dispatch({ type: 'load', fields: imported.fields })}
      />
      <ExportDialog open={dialog === 'export'} definition={definition} onClose={() => setDialog(null)} />
    </div>
  );
}
