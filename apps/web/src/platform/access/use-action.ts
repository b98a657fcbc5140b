import { useCallback } from 'react';
import { useCurrentRoute } from '../routing/current-route-context';
import { canUseAction, type OperCode } from './access';

/** `const can = useAction(); can('add')` — true when the current route grants that oper key. */
export function useAction(): (code: OperCode | readonly OperCode[]) => boolean {
  const btnList = useCurrentRoute()?.btnList;
  return useCallback((code) => canUseAction(btnList, code), [btnList]);
}
