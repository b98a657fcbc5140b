import { type CustomerAttachment, crmCustomerAttachmentsApi } from '@atrium/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../platform/api/call-endpoint';
import { useQueryScope } from '../../platform/query/screen-query-provider';

const api = crmCustomerAttachmentsApi;
const ROOT = 'customerAttachments';

/** One customer's attachments, newest first. */
export function useCustomerAttachments(customerId: number) {
  const scope = useQueryScope();
  return useQuery({
    queryKey: [...scope, ROOT, customerId],
    queryFn: ({ signal }) => callEndpoint(api.customerAttachmentList, { params: { id: customerId }, signal }),
  });
}

/** Attach stored files / detach one; both answer the new list, which replaces the cached one. */
export function useChangeCustomerAttachments(customerId: number) {
  const client = useQueryClient();
  const scope = useQueryScope();
  const store = (list: CustomerAttachment[]) => client.setQueryData([...scope, ROOT, customerId], list);
  const add = useMutation({
    mutationFn: (fileIds: number[]) =>
      callEndpoint(api.customerAttachmentAdd, { params: { id: customerId }, body: { fileIds } }),
    onSuccess: store,
  });
  const remove = useMutation({
    mutationFn: (fileId: number) =>
      callEndpoint(api.customerAttachmentRemove, { params: { id: customerId, fileId } }),
    onSuccess: store,
  });
  return { add, remove };
}
