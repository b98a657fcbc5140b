import { useEffect, useMemo, useRef } from 'react';

/** A callback that runs `ms` after the last call (trailing), cancelled on unmount. */
export function useDebouncedCallback<A extends unknown[]>(callback: (...args: A) => void, ms: number) {
  const latest = useRef(callback);
  latest.current = callback;
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useMemo(
    () =>
      (...args: A) => {
        clearTimeout(timer.current);
        timer.current = setTimeout(() => latest.current(...args), ms);
      },
    [ms],
  );
}
