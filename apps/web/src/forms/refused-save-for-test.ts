import { ApiError } from '../platform/api/api-error';

/** What the api client throws for a 400 with `data.fieldErrors`, for form tests. */
export const refusedSave = (...errors: [path: string, message: string][]) =>
  new ApiError(
    '请求参数有误',
    400,
    400,
    errors.map(([path, message]) => ({ path, message })),
  );
