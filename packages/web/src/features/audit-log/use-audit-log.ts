import { getErrorText } from '@portal/api-types';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { OptionItem } from '../../components/ui/option-item';
import { type AuditEvent, fetchAuditEvents, useAuditEventsQuery } from '../../domains/audit/audit-events';
import { alteredNotice, checkAuditEvents } from '../../domains/audit/audit-integrity';
import { toastExportSummary } from '../../domains/audit/export-summary';
import { recordExport } from '../../domains/audit/record-export';
import { auditEventKeys } from '../../domains/query-keys';
import { useCurrentAccountRef } from '../../domains/session/current-account';
import { usePermission } from '../../domains/session/use-permission';
import { allMembersQueryOptions, type Member, memberOption } from '../../domains/team/organization-members';
import { dayjs } from '../../lib/dayjs';
import { downloadFile } from '../../lib/download-file';
import { fetchAllPages } from '../../lib/fetch-all-pages';
import { toastError } from '../../lib/toast';
import { useListState } from '../../lib/use-list-state';
import { AUDIT_LOG_LIST } from './audit-log-filters';
import { useAuditNames } from './use-audit-names';

const NO_EVENTS: readonly AuditEvent[] = [];

/** What the export toast calls the log's rows. */
export const AUDIT_ENTRY_NOUN = { one: 'entry', many: 'entries' };

/**
 * The actor filter's choices: the organization's members ('Ada Lovelace (Owner)'), and an actor chosen in the
 * link who is no longer one (a removed member's past actions stay in the log), named from the page's entries.
 */
export function actorOptionsOf(
  members: readonly Member[],
  chosen: string | undefined,
  events: readonly AuditEvent[],
): OptionItem[] {
  const options: OptionItem[] = members.map(memberOption);
  if (chosen && !options.some((o) => o.value === chosen)) {
    const name = events.find((e) => e.actor.ref === chosen)?.actor.name;
    options.push({ label: name ?? chosen, value: chosen });
  }
  return options;
}

/**
 * The Audit log screen's state (rules AUD-13 to AUD-16): filters and page in the URL, the bank's page with
 * each entry checked against its hash, the members to filter by, and the CSV export of every filtered entry,
 * recorded with the bank before the download. Nothing is asked of the bank without audit.view.
 */
export function useAuditLog() {
  const account = useCurrentAccountRef();
  const permission = usePermission('audit.view');
  const list = useListState(AUDIT_LOG_LIST);
  const { params, filters, update } = list;
  const query = useAuditEventsQuery(account, params, permission.allowed);
  const rows = useMemo(() => checkAuditEvents(query.data?.data ?? []), [query.data]);
  // The page as the table shows it: each entry with its hash check.
  const checkedQuery = {
    data: query.data && { data: rows, meta: query.data.meta },
    isFetching: query.isFetching,
    isPending: query.isPending,
    isError: query.isError,
    error: query.error,
    refetch: query.refetch,
  };
  const names = useAuditNames(account, query.data?.data ?? NO_EVENTS);
  const members = useQuery(allMembersQueryOptions(account, permission.allowed));
  const queryClient = useQueryClient();
  const [exporting, setExporting] = useState(false);

  // Another organization account: its members differ, so the actor and the page go.
  const previousAccount = useRef(account);
  useEffect(() => {
    if (previousAccount.current === account) return;
    previousAccount.current = account;
    update({ actor: null });
  }, [account, update]);

  const exportCsv = async () => {
    setExporting(true);
    try {
      const [all, { auditEventsToCsv, auditLogCsvFileName }] = await Promise.all([
        fetchAllPages((page, per_page) => fetchAuditEvents(account, { ...filters, page, per_page })),
        import('./audit-log-csv'),
      ]);
      // Recorded before the file exists (rule AUD-16): a refusal stops the export.
      await recordExport(account, {
        dataset: 'audit_events',
        format: 'csv',
        row_count: all.rows.length,
        filters,
      });
      downloadFile(
        auditEventsToCsv(checkAuditEvents(all.rows)),
        auditLogCsvFileName(account, dayjs().format('YYYY-MM-DD')),
        'text/csv;charset=utf-8',
      );
      toastExportSummary(all, AUDIT_ENTRY_NOUN);
      // The export is an entry of the log itself.
      void queryClient.invalidateQueries({ queryKey: auditEventKeys.all });
    } catch (error) {
      toastError(getErrorText(error));
    } finally {
      setExporting(false);
    }
  };

  return {
    account,
    permission,
    params,
    filters,
    activeFilterCount: list.activeCount,
    paging: list.paging,
    query,
    checkedQuery,
    rows,
    names,
    total: query.data?.meta.total ?? 0,
    alteredNotice: alteredNotice(rows),
    actorOptions: actorOptionsOf(members.data ?? [], filters.actor, query.data?.data ?? []),
    membersLoading: members.isFetching,
    update,
    clearFilters: list.clear,
    exporting,
    exportCsv,
  };
}
