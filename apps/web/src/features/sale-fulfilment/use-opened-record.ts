import { useSearchParams } from 'react-router';

/** The record a list's detail shows, kept in the URL (`?open=12`) so a refresh or a link keeps it. */
export function useOpenedRecord(): [number | null, (id: number | null) => void] {
  const [params, setParams] = useSearchParams();
  const opened = Number(params.get('open')) || null;
  const setOpened = (id: number | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (id) next.set('open', String(id));
      else next.delete('open');
      return next;
    });
  return [opened, setOpened];
}
