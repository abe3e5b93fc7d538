import { unwrap } from '@portal/api-types';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { recipientKeys } from '../../../domains/query-keys';
import { apiClient } from '../../../domains/session/api-client';

export function useUploadKycDocumentMutation(account: string, recipient: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ documentType, file }: { documentType: string; file: File }) => {
      const form = new FormData();
      form.append('document_type', documentType);
      form.append('file', file, file.name);
      return (
        await unwrap(
          apiClient.POST('/accounts/{account}/recipients/{recipient}/kyc-documents', {
            params: { path: { account, recipient } },
            // The typed body describes the parts; the wire format is the multipart form itself.
            body: { document_type: documentType, file: '' },
            bodySerializer: () => form,
          }),
        )
      ).data;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recipientKeys.all }),
  });
}
