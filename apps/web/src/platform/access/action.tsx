import type { ReactNode } from 'react';
import type { OperCode } from './access';
import { useAction } from './use-action';

interface ActionProps {
  /** The oper key (add, edit, delete, export…, or a special key); any of several when a list. */
  code: OperCode | readonly OperCode[];
  children: ReactNode;
}

/** Renders its children only when the current route grants `code`; otherwise removes them. */
export function Action({ code, children }: ActionProps) {
  const can = useAction();
  return can(code) ? children : null;
}
