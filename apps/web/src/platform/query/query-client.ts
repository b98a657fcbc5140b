import { QueryClient } from '@tanstack/react-query';

/**
 * The one TanStack Query cache of the app (server state). Failed requests are not retried: the api
 * client has already told the user, and a 403 or 400 does not improve by asking again. Query keys
 * start with the organization and user (see useQueryScope), so one person's answers never show
 * for another after a sign-in.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});
