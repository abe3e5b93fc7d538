import { Box, Heading, List, Stack, Text } from '@chakra-ui/react';
import { i18n } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { DescriptionList, DescriptionRow } from '../../components/ui/description-list';
import { Modal } from '../../components/ui/modal';
import { SupportReference } from '../../components/ui/support-reference';
import { AlteredBadge } from '../../domains/audit/altered-badge';
import {
  type AuditNames,
  auditActionText,
  auditActorName,
  auditChangeLine,
  auditChanges,
  auditDeviceText,
  auditTargetText,
} from '../../domains/audit/audit-event-text';
import type { CheckedAuditEvent } from '../../domains/audit/audit-integrity';
import { roleLabel } from '../../domains/session/role-words';
import { formatDateTime } from '../../lib/format-date';

/**
 * A kind as it reads mid-sentence: 'Bulk payment' → 'bulk payment', 'FX trade' as it is. German keeps its
 * nouns capitalised.
 */
const inSentence = (kind: string) =>
  /^[A-Z][a-z]/.test(kind) && !i18n.locale.startsWith('de')
    ? kind.charAt(0).toLowerCase() + kind.slice(1)
    : kind;

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
  const { t } = useLingui();
  const event = row?.event;
  const changes = event ? auditChanges(event, names) : [];
  const target = event ? auditTargetText(event) : null;
  const userAgent = event?.user_agent;
  const entryRef = event?.ref;
  const hash = event?.hash;
  const targetType = target?.type;
  return (
    <Modal
      open={row !== null}
      onClose={onClose}
      title={t`Audit entry`}
      hideCancel
      okText={t`Close`}
      onOk={onClose}
    >
      {event && target ? (
        <Stack gap="5">
          {row?.intact ? null : (
            <Stack gap="2" borderWidth="1px" borderColor="red.muted" bg="red.subtle" borderRadius="md" p="3">
              <Box>
                <AlteredBadge />
              </Box>
              <Text fontSize="sm">
                <Trans>
                  This entry does not match its hash: it was changed after it was recorded, so what it shows
                  cannot be trusted.
                </Trans>
              </Text>
            </Stack>
          )}
          <DescriptionList>
            <DescriptionRow label={t`Time`}>{formatDateTime(event.at)}</DescriptionRow>
            <DescriptionRow label={t`Actor`}>{auditActorName(event)}</DescriptionRow>
            <DescriptionRow label={t`Role`}>
              {event.actor_role ? roleLabel(event.actor_role) : '—'}
            </DescriptionRow>
            <DescriptionRow label={t`Action`}>{auditActionText(event)}</DescriptionRow>
            <DescriptionRow label={target.type}>{target.name}</DescriptionRow>
            <DescriptionRow label={t`IP address`}>{event.ip}</DescriptionRow>
            <DescriptionRow label={t`Device`}>{auditDeviceText(event.user_agent)}</DescriptionRow>
          </DescriptionList>
          <Stack gap="2" as="section" aria-labelledby="audit-entry-change">
            <Heading as="h3" size="sm" id="audit-entry-change">
              <Trans>Change</Trans>
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
              <Text color="fg.muted">
                <Trans>Nothing changed: this action has no before and after.</Trans>
              </Text>
            )}
          </Stack>
          <Stack gap="1" fontSize="xs" color="fg.muted">
            <Text wordBreak="break-word">
              {userAgent ? t`User agent: ${userAgent}` : t`User agent: none sent`}
            </Text>
            <Text>{t`Entry: ${entryRef}`}</Text>
            <Text fontFamily="mono" wordBreak="break-all">
              {t`Hash: ${hash}`}
            </Text>
          </Stack>
          <SupportReference
            value={event.target.ref}
            what={inSentence(target.type)}
            label={t`${targetType} reference`}
          />
        </Stack>
      ) : null}
    </Modal>
  );
}
