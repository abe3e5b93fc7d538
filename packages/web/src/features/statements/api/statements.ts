import { type components, unwrap } from '@portal/api-types';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { statementKeys } from '../../../domains/query-keys';
import { apiClient } from '../../../domains/session/api-client';
import type { StatementFileFormat } from '../../../domains/statements/statement-formats';
import type { PageParams } from '../../../lib/use-list-state';

export type Statement = components['schemas']['Statement'];

/** What the statements list is asked for: the year always, a bank account and a currency when chosen. */
export interface StatementListParams extends PageParams {
  year: number;
  bank_account?: string;
  currency?: string;
}

/** GET /accounts/{account}/statements: one statement per bank account, currency and month, newest first. */
export function useStatementsQuery(account: string, params: StatementListParams) {
  return useQuery({
    queryKey: statementKeys.list(account, params),
    queryFn: () =>
      unwrap(
        apiClient.GET('/accounts/{account}/statements', { params: { path: { account }, query: params } }),
      ),
    enabled: account !== '',
    placeholderData: keepPreviousData,
  });
}

/** POST …/statements/{statement}/files: a link to the statement in one format, fresh for 15 minutes. */
export function useCreateStatementFileMutation(account: string) {
  return useMutation({
    mutationFn: async ({ statement, format }: { statement: string; format: StatementFileFormat }) =>
      (
        await unwrap(
          apiClient.POST('/accounts/{account}/statements/{statement}/files', {
            params: { path: { account, statement } },
            body: { format },
          }),
        )
      ).data,
  });
}
