import { Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { AlertBanner } from '../../components/ui/alert-banner';
import { Button } from '../../components/ui/button';
import { ListFilterBar, ListScreen } from '../../components/ui/data-table/list-screen';
import { DateRangeField } from '../../components/ui/date-range-field';
import { SelectField } from '../../components/ui/select-field';
import type { CheckedAuditEvent } from '../../domains/audit/audit-integrity';
import {
  AUDIT_ACTION_LABELS,
  AUDIT_ACTIONS,
  AUDIT_TARGET_LABELS,
  AUDIT_TARGET_TYPES,
} from '../../domains/audit/audit-labels';
import { PermissionNotice } from '../../domains/session/permission-notice';
import { formatNumber } from '../../lib/format-number';
import { AuditEventPanel } from './audit-event-panel';
import { auditLogColumns } from './audit-log-columns';
import { useAuditLog } from './use-audit-log';

const ACTION_OPTIONS = AUDIT_ACTIONS.map((a) => ({ label: AUDIT_ACTION_LABELS[a], value: a }));
const TARGET_OPTIONS = AUDIT_TARGET_TYPES.map((t) => ({ label: AUDIT_TARGET_LABELS[t], value: t }));

/**
 * Who did what in the organization account (rules AUD-10 to AUD-16): filters in the URL, the bank's pages,
 * each entry checked against its hash in the browser, an entry's full detail, and a CSV of the filtered log.
 * A role without audit.view is told why instead.
 */
export function AuditLogScreen() {
  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          Audit log
        </Heading>
        <Text color="fg.muted">
          Who did what in this organization, newest first. Every entry is checked against its hash.
        </Text>
      </Stack>
      <PermissionNotice permission="audit.view">
        <AuditLogContent />
      </PermissionNotice>
    </Stack>
  );
}

function AuditLogContent() {
  const log = useAuditLog();
  const { filters, query, total } = log;
  const [opened, setOpened] = useState<CheckedAuditEvent | null>(null);
  const columns = useMemo(() => auditLogColumns(setOpened, log.names), [log.names]);

  return (
    <Stack gap="4">
      <ListScreen
        caption="Audit log"
        columns={columns}
        query={log.checkedQuery}
        failureTitle="The audit log could not be loaded."
        paging={log.paging}
        emptyText={log.activeFilterCount > 0 ? 'No entries match these filters' : 'No entries yet'}
        getRowId={(row) => row.event.ref}
        openRow={(row) => ({ onOpen: () => setOpened(row) })}
        filters={
          <ListFilterBar label="Filter the audit log" columns={4} activeCount={log.activeFilterCount}>
            <SelectField
              label="Actor"
              clearable
              placeholder="Everyone"
              loading={log.membersLoading}
              options={log.actorOptions}
              value={filters.actor ?? null}
              onChange={(value) => log.update({ actor: value })}
            />
            <SelectField
              label="Action"
              clearable
              placeholder="All actions"
              options={ACTION_OPTIONS}
              value={filters.action ?? null}
              onChange={(value) => log.update({ action: value })}
            />
            <SelectField
              label="Target"
              clearable
              placeholder="All targets"
              options={TARGET_OPTIONS}
              value={filters.target_type ?? null}
              onChange={(value) => log.update({ target_type: value })}
            />
            <DateRangeField
              label="Date"
              value={[filters.from ?? null, filters.to ?? null]}
              onChange={([from, to]) => log.update({ from, to })}
            />
          </ListFilterBar>
        }
      >
        <Flex justify="space-between" align="center" gap="3" wrap="wrap">
          <Text role="status" fontSize="sm" color="fg.muted">
            {query.data ? `${formatNumber(total)} ${total === 1 ? 'entry matches' : 'entries match'}.` : ''}
          </Text>
          <Flex gap="2" wrap="wrap">
            {log.activeFilterCount > 0 ? (
              <Button variant="text" size="small" onClick={log.clearFilters}>
                Clear filters
              </Button>
            ) : null}
            <Button
              variant="outline"
              size="small"
              loading={log.exporting}
              disabled={total === 0}
              onClick={() => void log.exportCsv()}
            >
              Export CSV
            </Button>
          </Flex>
        </Flex>
        {log.alteredNotice ? (
          <AlertBanner type="error" title="Altered entries">
            {log.alteredNotice}
          </AlertBanner>
        ) : null}
      </ListScreen>
      <AuditEventPanel row={opened} names={log.names} onClose={() => setOpened(null)} />
    </Stack>
  );
}
