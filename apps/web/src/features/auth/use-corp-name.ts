import { useEffect, useState } from 'react';
import { callEndpoint } from '../../platform/api/call-endpoint';
import { AUTH_ROUTES } from './auth-routes';

/** The organization a sign-in link (`logincorpid`) points to, or null while unknown. */
export function useCorpName(corpId: string | null): string | null {
  const [name, setName] = useState<string | null>(null);
  useEffect(() => {
    setName(null);
    if (!corpId) return;
    let active = true;
    callEndpoint(AUTH_ROUTES.corpInfo, { params: { corpId }, silent: true })
      .then((corp) => {
        if (active) setName(corp?.name ?? null);
      })
      .catch(() => {
        // An unknown code just shows no organization; the login answer explains the rest.
      });
    return () => {
      active = false;
    };
  }, [corpId]);
  return name;
}
