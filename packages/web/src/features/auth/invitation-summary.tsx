import { Badge, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { AlertBanner } from '../../components/ui/alert-banner';
import { roleLabel } from '../../domains/session/role-words';
import { useRoleDescriptions } from '../../domains/team/role-options';
import { formatDateTime } from '../../lib/format-date';
import type { Invitation } from './api/lookup-invitation';

/** Who invited the user to which organization, the role with what it allows, and when the invitation ends. */
export function InvitationSummary({ invitation }: { invitation: Invitation }) {
  // What the role allows, worded from the bank's public roles resource (rule ROLE-07); without it the role
  // is still named.
  const { t } = useLingui();
  const descriptions = useRoleDescriptions();
  const allows = descriptions.data?.[invitation.role];
  const organization = invitation.organization_name;
  const inviter = invitation.invited_by_name;
  const expiresAt = formatDateTime(invitation.expires_at);
  return (
    <AlertBanner type="info" title={t`Join ${organization}`}>
      <Stack gap="2">
        <Text>
          <Trans>
            {inviter} invited you to join {organization}.
          </Trans>
        </Text>
        <Stack gap="0.5" data-testid="invitation-role">
          <HStack gap="2">
            <Text as="span" fontWeight="medium">
              <Trans>Your role:</Trans>
            </Text>
            <Badge variant="solid" colorPalette="blue" size="md">
              {roleLabel(invitation.role)}
            </Badge>
          </HStack>
          {allows ? (
            <Text fontSize="sm" data-testid="invitation-role-allows">
              {allows}
            </Text>
          ) : null}
        </Stack>
        <Text fontSize="sm">
          <Trans>This invitation expires on {expiresAt}.</Trans>
        </Text>
      </Stack>
    </AlertBanner>
  );
}
