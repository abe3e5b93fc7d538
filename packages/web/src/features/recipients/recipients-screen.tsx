import { Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { getErrorText } from '@portal/api-types';
import { useEffect, useMemo, useRef, useState } from 'react';
import { AlertBanner } from '../../components/ui/alert-banner';
import { openConfirmDialog } from '../../components/ui/confirm-dialog-store';
import { ListFilters } from '../../components/ui/data-table/list-filters';
import { ListScreen } from '../../components/ui/data-table/list-screen';
import { SelectField } from '../../components/ui/select-field';
import { TextInput } from '../../components/ui/text-input';
import { useCountriesQuery } from '../../domains/recipients/countries';
import type { Recipient } from '../../domains/recipients/recipient-form/recipient-form-model';
import { type RecipientFilters, useRecipientsQuery } from '../../domains/recipients/recipients';
import { PermissionButton } from '../../domains/session/permission-button';
import { useSessionStore } from '../../domains/session/session-store';
import { usePermission } from '../../domains/session/use-permission';
import { toastError, toastSuccess } from '../../lib/toast';
import { type ListModel, useListState } from '../../lib/use-list-state';
import { useDeleteRecipientMutation } from './api/delete-recipient';
import { recipientColumns } from './recipient-columns';
import { RecipientPanel } from './recipient-panel';
import { useRecipientPanelStore } from './recipient-panel-store';

const RECIPIENT_LIST: ListModel<Omit<RecipientFilters, 'page' | 'per_page'>> = {
  keys: ['search', 'country', 'currency'],
  read: (params) => ({
    search: params.get('search') ?? undefined,
    country: params.get('country') ?? undefined,
    currency: params.get('currency') ?? undefined,
  }),
  // "Filters" counts the two filters behind it, not the search.
  count: (f) => Number(Boolean(f.country)) + Number(Boolean(f.currency)),
};

/** Recipients of the organization: search, filters, create/edit in a side panel, KYC, delete. */
export function RecipientsScreen() {
  const { t } = useLingui();
  const account = useSessionStore((s) => s.currentAccountRef);
  const list = useListState(RECIPIENT_LIST);
  const { filters, update: setFilter } = list;
  const recipients = useRecipientsQuery(account, list.params);
  const countries = useCountriesQuery();
  const remove = useDeleteRecipientMutation(account);
  const canManage = usePermission('recipients.manage').allowed;
  const setPanel = useRecipientPanelStore((s) => s.setPanel);
  // A panel left open does not come back with the screen.
  useEffect(() => () => setPanel(null), [setPanel]);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [search, setSearch] = useState(filters.search ?? '');

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
    const name = recipient.name;
    openConfirmDialog({
      title: t`Delete recipient`,
      message: t`Delete ${name}? Their KYC documents are deleted too. This cannot be undone.`,
      okText: t`Yes, delete`,
      action: async () => {
        try {
          await remove.mutateAsync(recipient.ref);
          toastSuccess(t`Recipient deleted.`);
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
            <Trans>Recipients</Trans>
          </Heading>
          <Text color="fg.muted">
            <Trans>The people and companies you pay.</Trans>
          </Text>
        </Stack>
        <PermissionButton permission="recipients.manage" onClick={() => setPanel({ mode: 'create' })}>
          <Trans>Add recipient</Trans>
        </PermissionButton>
      </HStack>
      <ListScreen
        caption={t`Recipients`}
        columns={columns}
        query={recipients}
        failureTitle={t`The recipients could not be loaded.`}
        paging={list.paging}
        getRowId={(r) => r.ref}
        // Opening a row edits it: only for a role that manages recipients (the list shows the rest).
        openRow={
          canManage ? (recipient) => ({ onOpen: () => setPanel({ mode: 'edit', recipient }) }) : undefined
        }
        emptyText={
          filters.search || filters.country || filters.currency ? t`No recipient matches.` : undefined
        }
        filters={
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="4" as="search" aria-label={t`Filter recipients`}>
            <TextInput
              label={t`Search by name`}
              type="search"
              value={search}
              onChange={(event) => onSearch(event.target.value)}
            />
            {/* The search stays in view on a phone; the two filters sit behind "Filters", as on the other lists. */}
            <ListFilters activeCount={list.activeCount}>
              <SelectField
                label={t`Country`}
                clearable
                placeholder={t`All countries`}
                options={countryOptions}
                value={filters.country ?? null}
                onChange={(value) => setFilter({ country: value })}
              />
              <SelectField
                label={t`Currency`}
                clearable
                placeholder={t`All currencies`}
                options={currencyOptions}
                value={filters.currency ?? null}
                onChange={(value) => setFilter({ currency: value })}
              />
            </ListFilters>
          </SimpleGrid>
        }
      >
        {deleteError ? (
          <AlertBanner
            type="error"
            title={t`The recipient was not deleted`}
            closable
            onClose={() => setDeleteError(null)}
          >
            {deleteError}
          </AlertBanner>
        ) : null}
      </ListScreen>
      <OpenRecipientPanel account={account} />
    </Stack>
  );
}

/** The side panel, drawn from the panel store (the screen itself does not redraw when it opens). */
function OpenRecipientPanel({ account }: { account: string }) {
  const { panel, setPanel } = useRecipientPanelStore();
  return <RecipientPanel account={account} state={panel} onChange={setPanel} />;
}
