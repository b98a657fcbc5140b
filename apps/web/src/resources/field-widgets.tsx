import type { FieldDef } from '@atrium/contract';
import { type ComponentType, createContext, type ReactNode, useContext } from 'react';

/** What Form.Item hands a form or filter control. */
export interface FieldWidgetInputProps {
  id?: string;
  value?: unknown;
  onChange?: (value: unknown) => void;
  placeholder?: string;
}

/**
 * A screen's own control and display for one field, in place of the field kind's default (e.g. a
 * customer id field shown as a searchable customer picker and as the customer's name).
 */
export interface FieldWidget {
  /** Absent: the field kind's own control (a screen that only shows the value its way, e.g. as a tag). */
  Input?: ComponentType<FieldWidgetInputProps>;
  Value: ComponentType<{ value: unknown }>;
}

/** Widgets by the resource's own field definition objects (`resource.fields.customerId`). */
export type FieldWidgets = ReadonlyMap<FieldDef, FieldWidget>;

const FieldWidgetsContext = createContext<FieldWidgets>(new Map());

export function FieldWidgetsProvider({ widgets, children }: { widgets?: FieldWidgets; children: ReactNode }) {
  if (!widgets) return children;
  return <FieldWidgetsContext.Provider value={widgets}>{children}</FieldWidgetsContext.Provider>;
}

/** The widget a screen set for this field, if any. */
export function useFieldWidget(def: FieldDef): FieldWidget | undefined {
  return useContext(FieldWidgetsContext).get(def);
}
