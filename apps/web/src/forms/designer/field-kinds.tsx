import AlignLeftOutlined from '@ant-design/icons/AlignLeftOutlined';
import CalendarOutlined from '@ant-design/icons/CalendarOutlined';
import CheckCircleOutlined from '@ant-design/icons/CheckCircleOutlined';
import CheckSquareOutlined from '@ant-design/icons/CheckSquareOutlined';
import ClockCircleOutlined from '@ant-design/icons/ClockCircleOutlined';
import ClusterOutlined from '@ant-design/icons/ClusterOutlined';
import DownSquareOutlined from '@ant-design/icons/DownSquareOutlined';
import FieldTimeOutlined from '@ant-design/icons/FieldTimeOutlined';
import FileDoneOutlined from '@ant-design/icons/FileDoneOutlined';
import FontSizeOutlined from '@ant-design/icons/FontSizeOutlined';
import NumberOutlined from '@ant-design/icons/NumberOutlined';
import PartitionOutlined from '@ant-design/icons/PartitionOutlined';
import PoweroffOutlined from '@ant-design/icons/PoweroffOutlined';
import SlidersOutlined from '@ant-design/icons/SlidersOutlined';
import StarOutlined from '@ant-design/icons/StarOutlined';
import SwapOutlined from '@ant-design/icons/SwapOutlined';
import TableOutlined from '@ant-design/icons/TableOutlined';
import UploadOutlined from '@ant-design/icons/UploadOutlined';
import UserOutlined from '@ant-design/icons/UserOutlined';
import { UPLOAD_MAX_FILES, UPLOAD_MAX_MB } from '@atrium/contract';
import type { ReactNode } from 'react';
import type { FieldOption, FieldTag, FormField } from '../form-schema';
import { nextFieldKey } from './field-keys';

export type PaletteGroup = 'input' | 'choice' | 'datetime' | 'business' | 'layout';

export interface FieldKind {
  tag: FieldTag;
  group: PaletteGroup;
  icon: ReactNode;
}

/** Every kind the renderer supports (spec §2.10), in palette order. Names are `kind.<tag>` texts. */
export const FIELD_KINDS: readonly FieldKind[] = [
  { tag: 'input', group: 'input', icon: <FontSizeOutlined /> },
  { tag: 'textarea', group: 'input', icon: <AlignLeftOutlined /> },
  { tag: 'number', group: 'input', icon: <NumberOutlined /> },
  { tag: 'select', group: 'choice', icon: <DownSquareOutlined /> },
  { tag: 'cascader', group: 'choice', icon: <PartitionOutlined /> },
  { tag: 'radio', group: 'choice', icon: <CheckCircleOutlined /> },
  { tag: 'checkbox', group: 'choice', icon: <CheckSquareOutlined /> },
  { tag: 'switch', group: 'choice', icon: <PoweroffOutlined /> },
  { tag: 'transfer', group: 'choice', icon: <SwapOutlined /> },
  { tag: 'rate', group: 'choice', icon: <StarOutlined /> },
  { tag: 'slider', group: 'choice', icon: <SlidersOutlined /> },
  { tag: 'time', group: 'datetime', icon: <ClockCircleOutlined /> },
  { tag: 'date', group: 'datetime', icon: <CalendarOutlined /> },
  { tag: 'dateRange', group: 'datetime', icon: <FieldTimeOutlined /> },
  { tag: 'upload', group: 'business', icon: <UploadOutlined /> },
  { tag: 'employee', group: 'business', icon: <UserOutlined /> },
  { tag: 'department', group: 'business', icon: <ClusterOutlined /> },
  { tag: 'relatedApproval', group: 'business', icon: <FileDoneOutlined /> },
  { tag: 'subForm', group: 'layout', icon: <TableOutlined /> },
];

export const PALETTE_GROUPS: readonly PaletteGroup[] = ['input', 'choice', 'datetime', 'business', 'layout'];

const KIND_BY_TAG = new Map(FIELD_KINDS.map((kind) => [kind.tag, kind]));

export function kindOf(tag: FieldTag): FieldKind {
  const kind = KIND_BY_TAG.get(tag);
  if (!kind) throw new Error(`unknown field kind ${tag}`);
  return kind;
}

/** The kinds that carry an option list (static or from a URL). */
export const OPTION_TAGS: ReadonlySet<FieldTag> = new Set([
  'select',
  'cascader',
  'radio',
  'checkbox',
  'transfer',
]);

/** Texts a new field starts with, in the designer's language. */
export interface NewFieldTexts {
  label: string;
  /** Sample option n (1-based). */
  option: (n: number) => string;
  /** The first column of a new sub-form. */
  column: string;
}

function sampleOptions(texts: NewFieldTexts, nested: boolean): FieldOption[] {
  return [1, 2].map((n) =>
    nested
      ? { label: texts.option(n), value: n, children: [{ label: `${texts.option(n)}-1`, value: n * 10 + 1 }] }
      : { label: texts.option(n), value: n },
  );
}

/** A field of `tag` as the palette adds it: full width, not required, with sample options. */
export function newField(tag: FieldTag, vModel: string, texts: NewFieldTexts): FormField {
  const base = { label: texts.label, vModel, span: 24, required: false };
  switch (tag) {
    case 'select':
    case 'cascader':
    case 'radio':
    case 'checkbox':
    case 'transfer':
      return { ...base, tag, dataType: 'static', options: sampleOptions(texts, tag === 'cascader') };
    case 'number':
      return { ...base, tag, step: 1 };
    case 'rate':
      return { ...base, tag, count: 5 };
    case 'slider':
      return { ...base, tag, min: 0, max: 100, step: 1 };
    case 'upload':
      return {
        ...base,
        tag,
        fileSize: UPLOAD_MAX_MB,
        limit: UPLOAD_MAX_FILES,
        name: 'file',
        listType: 'text',
      };
    case 'subForm':
      return {
        ...base,
        tag,
        mode: 'horizontal',
        addButton: true,
        deleteButton: true,
        canEdit: true,
        children: [{ tag: 'input', label: texts.column, vModel: nextFieldKey([vModel]), span: 24 }],
      };
    default:
      return { ...base, tag } as FormField;
  }
}
