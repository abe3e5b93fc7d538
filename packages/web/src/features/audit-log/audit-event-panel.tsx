import { Box, Heading, List, Stack, Text } from '@chakra-ui/react';
import { ROLE_LABELS } from '@portal/api-types/role-labels';
import { DescriptionList, DescriptionRow } from '../../components/ui/description-list';
import { Modal } from '../../components/ui/modal';
import { SupportReference } from '../../components/ui/support-reference';
import { AlteredBadge } from '../../domains/audit/altered-badge';
import {
  type AuditNames,
  auditActionText,
  auditChangeLine,
  auditChanges,
  auditDeviceText,
  auditTargetText,
} from '../../domains/audit/audit-event-text';
import type { CheckedAuditEvent } from '../../domains/audit/audit-integrity';
import { formatDateTime } from '../../lib/format-date';

/** A kind as it reads mid-sentence: 'Bulk payment' → 'bulk payment', 'FX trade' as it is. */
const inSentence = (kind: string) =>
  /^[A-Z][a-z]/.test(kind) ? kind.charAt(0).toLowerCase() + kind.slice(1) : kind;

/**
 * One audit entry in full: who, what, where from, every changed field and its hash check (rule AUD-12). The
 * target and the refs of its change are named as people know them; its ref is only the support reference, last.
 */
export function AuditEventPanel({
  row,
  names,
  onClose,
}: {
  row: CheckedAuditEvent | null;
  /** The names refs are written as (the organization's bank accounts, its recipients). */
  names?: AuditNames;
  onClose: () => void;
}) {
  const event = row?.event;
  const changes = event ? auditChanges(event, names) : [];
  const target = event ? auditTargetText(event) : null;
  return (
    <Modal open={row !== null} onClose={onClose} title="Audit entry" hideCancel okText="Close" onOk={onClose}>
      {event && target ? (
        <Stack gap="5">
          {row?.intact ? null : (
            <Stack gap="2" borderWidth="1px" borderColor="red.muted" bg="red.subtle" borderRadius="md" p="3">
              <Box>
                <AlteredBadge />
              </Box>
              <Text fontSize="sm">
                This entry does not match its hash: it was changed after it was recorded, so what it shows
                cannot be trusted.
              </Text>
            </Stack>
          )}
          <DescriptionList>
            <DescriptionRow label="Time">{formatDateTime(event.at)}</DescriptionRow>
            <DescriptionRow label="Actor">{event.actor.name}</DescriptionRow>
            <DescriptionRow label="Role">
              {event.actor_role ? ROLE_LABELS[event.actor_role] : '—'}
            </DescriptionRow>
            <DescriptionRow label="Action">{auditActionText(event)}</DescriptionRow>
            <DescriptionRow label={target.type}>{target.name}</DescriptionRow>
            <DescriptionRow label="IP address">{event.ip}</DescriptionRow>
            <DescriptionRow label="Device">{auditDeviceText(event.user_agent)}</DescriptionRow>
          </DescriptionList>
          <Stack gap="2" as="section" aria-labelledby="audit-entry-change">
            <Heading as="h3" size="sm" id="audit-entry-change">
              Change
            </Heading>
            {changes.length > 0 ? (
              <List.Root gap="1" ps="5">
                {changes.map((change) => (
                  <List.Item key={change.field} wordBreak="break-word">
                    {auditChangeLine(change)}
                  </List.Item>
                ))}
              </List.Root>
            ) : (
              <Text color="fg.muted">Nothing changed: this action has no before and after.</Text>
            )}
          </Stack>
          <Stack gap="1" fontSize="xs" color="fg.muted">
            <Text wordBreak="break-word">{`User agent: ${event.user_agent ?? 'none sent'}`}</Text>
            <Text>{`Entry: ${event.ref}`}</Text>
            <Text fontFamily="mono" wordBreak="break-all">{`Hash: ${event.hash}`}</Text>
          </Stack>
          <SupportReference
            value={event.target.ref}
            what={inSentence(target.type)}
            label={`${target.type} reference`}
          />
        </Stack>
      ) : null}
    </Modal>
  );
}
