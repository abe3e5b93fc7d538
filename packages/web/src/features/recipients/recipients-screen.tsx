import { Box, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { getErrorText } from '@portal/api-types';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { AlertBanner } from '../../components/ui/alert-banner';
import { openConfirmDialog } from '../../components/ui/confirm-dialog-store';
import { DataTable } from '../../components/ui/data-table/data-table';
import { ListFilters } from '../../components/ui/data-table/list-filters';
import { pagedQueryTable } from '../../components/ui/data-table/table-states';
import { SelectField } from '../../components/ui/select-field';
import { TextInput } from '../../components/ui/text-input';
import { useCountriesQuery } from '../../domains/recipients/countries';
import type { Recipient } from '../../domains/recipients/recipient-form/recipient-form-model';
import { type RecipientFilters, useRecipientsQuery } from '../../domains/recipients/recipients';
import { PermissionButton } from '../../domains/session/permission-button';
import { useSessionStore } from '../../domains/session/session-store';
import { usePermission } from '../../domains/session/use-permission';
import { type ListParamsPatch, patchListParams, readPageParams } from '../../lib/list-params';
import { toastError, toastSuccess } from '../../lib/toast';
import { useDeleteRecipientMutation } from './api/delete-recipient';
import { recipientColumns } from './recipient-columns';
import { type PanelState, RecipientPanel } from './recipient-panel';

function readFilters(params: URLSearchParams): RecipientFilters {
  return {
    ...readPageParams(params),
    search: params.get('search') ?? undefined,
    country: params.get('country') ?? undefined,
    currency: params.get('currency') ?? undefined,
  };
}

/** Recipients of the organization: search, filters, create/edit in a side panel, KYC, delete. */
export function RecipientsScreen() {
  const account = useSessionStore((s) => s.currentAccountRef);
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const recipients = useRecipientsQuery(account, filters);
  const countries = useCountriesQuery();
  const remove = useDeleteRecipientMutation(account);
  const canManage = usePermission('recipients.manage').allowed;
  const [panel, setPanel] = useState<PanelState>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [search, setSearch] = useState(filters.search ?? '');

  const setFilter = (patch: ListParamsPatch) =>
    setParams((current) => patchListParams(current, patch), { replace: true });

  // Search as the user types, once they pause.
  const searchTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(searchTimer.current), []);
  const onSearch = (text: string) => {
    setSearch(text);
    window.clearTimeout(searchTimer.current);
    searchTimer.current = window.setTimeout(() => setFilter({ search: text.trim() }), 300);
  };

  const countryName = useMemo(() => {
    const map = new Map((countries.data ?? []).map((c) => [c.code, c.name]));
    return (code: string) => map.get(code) ?? code;
  }, [countries.data]);

  const askDelete = (recipient: Recipient) => {
    setDeleteError(null);
    openConfirmDialog({
      title: 'Delete recipient',
      message: `Delete ${recipient.name}? Their KYC documents are deleted too. This cannot be undone.`,
      okText: 'Yes, delete',
      action: async () => {
        try {
          await remove.mutateAsync(recipient.ref);
          toastSuccess('Recipient deleted.');
        } catch (error) {
          const text = getErrorText(error);
          setDeleteError(text);
          toastError(text);
        }
      },
    });
  };

  const columns = recipientColumns({
    countryName,
    onEdit: (recipient) => setPanel({ mode: 'edit', recipient }),
    onDelete: askDelete,
  });

  const countryOptions = (countries.data ?? []).map((c) => ({ label: c.name, value: c.code }));
  const currencyOptions = [...new Set((countries.data ?? []).map((c) => c.currency))]
    .sort()
    .map((code) => ({ label: code, value: code }));

  return (
    <Stack gap="6">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Stack gap="1">
          <Heading as="h1" size="2xl">
            Recipients
          </Heading>
          <Text color="fg.muted">The people and companies you pay.</Text>
        </Stack>
        <PermissionButton permission="recipients.manage" onClick={() => setPanel({ mode: 'create' })}>
          Add recipient
        </PermissionButton>
      </HStack>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4" as="search" aria-label="Filter recipients">
        <TextInput
          label="Search by name"
          type="search"
          value={search}
          onChange={(event) => onSearch(event.target.value)}
        />
        {/* The search stays in view on a phone; the two filters sit behind "Filters", as on the other lists. */}
        <ListFilters activeCount={Number(Boolean(filters.country)) + Number(Boolean(filters.currency))}>
          <SelectField
            label="Country"
            clearable
            placeholder="All countries"
            options={countryOptions}
            value={filters.country ?? null}
            onChange={(value) => setFilter({ country: value })}
          />
          <SelectField
            label="Currency"
            clearable
            placeholder="All currencies"
            options={currencyOptions}
            value={filters.currency ?? null}
            onChange={(value) => setFilter({ currency: value })}
          />
        </ListFilters>
      </SimpleGrid>
      {deleteError ? (
        <AlertBanner
          type="error"
          title="The recipient was not deleted"
          closable
          onClose={() => setDeleteError(null)}
        >
          {deleteError}
        </AlertBanner>
      ) : null}
      <Box>
        <DataTable
          caption="Recipients"
          columns={columns}
          {...pagedQueryTable(recipients, 'The recipients could not be loaded.')}
          page={filters.page}
          pageSize={filters.per_page}
          getRowId={(r) => r.ref}
          // Opening a row edits it: only for a role that manages recipients (the list shows the rest).
          openRow={
            canManage ? (recipient) => ({ onOpen: () => setPanel({ mode: 'edit', recipient }) }) : undefined
          }
          emptyText={
            filters.search || filters.country || filters.currency ? 'No recipient matches.' : undefined
          }
          onPageChange={(pageSize, page) => setFilter({ page, per_page: pageSize })}
        />
      </Box>
      <RecipientPanel account={account} state={panel} onChange={setPanel} />
    </Stack>
  );
}
