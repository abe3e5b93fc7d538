import { Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { AlertBanner } from '../../components/ui/alert-banner';
import { Button } from '../../components/ui/button';
import { ListFilterBar, ListScreen } from '../../components/ui/data-table/list-screen';
import { DateRangeField } from '../../components/ui/date-range-field';
import { SelectField } from '../../components/ui/select-field';
import type { CheckedAuditEvent } from '../../domains/audit/audit-integrity';
import {
  AUDIT_ACTIONS,
  AUDIT_TARGET_TYPES,
  auditActionLabel,
  auditTargetLabel,
} from '../../domains/audit/audit-labels';
import { PermissionNotice } from '../../domains/session/permission-notice';
import { formatNumber } from '../../lib/format-number';
import { AuditEventPanel } from './audit-event-panel';
import { auditLogColumns } from './audit-log-columns';
import { useAuditLog } from './use-audit-log';

// Built when shown, in the active language.
const actionOptions = () => AUDIT_ACTIONS.map((a) => ({ label: auditActionLabel(a), value: a }));
const targetOptions = () =>
  AUDIT_TARGET_TYPES.map((type) => ({ label: auditTargetLabel(type), value: type }));

/** '3 entries match.', the count as the portal writes numbers. */
function matchCountText(total: number): string {
  const shown = formatNumber(total);
  return plural(total, { one: `${shown} entry matches.`, other: `${shown} entries match.` });
}

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
          <Trans>Audit log</Trans>
        </Heading>
        <Text color="fg.muted">
          <Trans>
            Who did what in this organization, newest first. Every entry is checked against its hash.
          </Trans>
        </Text>
      </Stack>
      <PermissionNotice permission="audit.view">
        <AuditLogContent />
      </PermissionNotice>
    </Stack>
  );
}

function AuditLogContent() {
  const { t } = useLingui();
  const log = useAuditLog();
  const { filters, query, total } = log;
  const [opened, setOpened] = useState<CheckedAuditEvent | null>(null);
  const columns = useMemo(() => auditLogColumns(setOpened, log.names), [log.names]);

  return (
    <Stack gap="4">
      <ListScreen
        caption={t`Audit log`}
        columns={columns}
        query={log.checkedQuery}
        failureTitle={t`The audit log could not be loaded.`}
        paging={log.paging}
        emptyText={log.activeFilterCount > 0 ? t`No entries match these filters` : t`No entries yet`}
        getRowId={(row) => row.event.ref}
        openRow={(row) => ({ onOpen: () => setOpened(row) })}
        filters={
          <ListFilterBar label={t`Filter the audit log`} columns={4} activeCount={log.activeFilterCount}>
            <SelectField
              label={t`Actor`}
              clearable
              placeholder={t`Everyone`}
              loading={log.membersLoading}
              options={log.actorOptions}
              value={filters.actor ?? null}
              onChange={(value) => log.update({ actor: value })}
            />
            <SelectField
              label={t`Action`}
              clearable
              placeholder={t`All actions`}
              options={actionOptions()}
              value={filters.action ?? null}
              onChange={(value) => log.update({ action: value })}
            />
            <SelectField
              label={t`Target`}
              clearable
              placeholder={t`All targets`}
              options={targetOptions()}
              value={filters.target_type ?? null}
              onChange={(value) => log.update({ target_type: value })}
            />
            <DateRangeField
              label={t`Date`}
              value={[filters.from ?? null, filters.to ?? null]}
              onChange={([from, to]) => log.update({ from, to })}
            />
          </ListFilterBar>
        }
      >
        <Flex justify="space-between" align="center" gap="3" wrap="wrap">
          <Text role="status" fontSize="sm" color="fg.muted">
            {query.data ? matchCountText(total) : ''}
          </Text>
          <Flex gap="2" wrap="wrap">
            {log.activeFilterCount > 0 ? (
              <Button variant="text" size="small" onClick={log.clearFilters}>
                <Trans>Clear filters</Trans>
              </Button>
            ) : null}
            <Button
              variant="outline"
              size="small"
              loading={log.exporting}
              disabled={total === 0}
              onClick={() => void log.exportCsv()}
            >
              <Trans>Export CSV</Trans>
            </Button>
          </Flex>
        </Flex>
        {log.alteredNotice ? (
          <AlertBanner type="error" title={t`Altered entries`}>
            {log.alteredNotice}
          </AlertBanner>
        ) : null}
      </ListScreen>
      <AuditEventPanel row={opened} names={log.names} onClose={() => setOpened(null)} />
    </Stack>
  );
}
