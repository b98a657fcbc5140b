import { createContext, type ReactNode, useContext } from 'react';
import type { RequestFn } from '../platform/api/api-client';
import { request } from '../platform/api/http';

/**
 * What the renderer needs from outside: the api client for option lists and upload credentials.
 * It is the app's client (spec §7 headers and §8 error catalogue) unless a caller, such as a test,
 * provides another one built with createApiClient.
 */
export interface FormServices {
  request: RequestFn;
}

const FormServicesContext = createContext<FormServices>({ request });

export function FormServicesProvider({
  services,
  children,
}: {
  services: FormServices;
  children: ReactNode;
}) {
  return <FormServicesContext.Provider value={services}>{children}</FormServicesContext.Provider>;
}

export function useFormServices(): FormServices {
  return useContext(FormServicesContext);
}
