import { Badge, HStack, Stack, Text } from '@chakra-ui/react';
import { AlertBanner } from '../../components/ui/alert-banner';
import { useRoleDescriptions } from '../../domains/team/role-options';
import { ROLE_LABELS } from '../../domains/team/roles';
import { formatDateTime } from '../../lib/format-date';
import type { Invitation } from './api/lookup-invitation';

/** Who invited the user to which organization, the role with what it allows, and when the invitation ends. */
export function InvitationSummary({ invitation }: { invitation: Invitation }) {
  // What the role allows, worded from the bank's public roles resource (rule ROLE-07); without it the role
  // is still named.
  const descriptions = useRoleDescriptions();
  const allows = descriptions.data?.[invitation.role];
  return (
    <AlertBanner type="info" title={`Join ${invitation.organization_name}`}>
      <Stack gap="2">
        <Text>
          {invitation.invited_by_name} invited you to join {invitation.organization_name}.
        </Text>
        <Stack gap="0.5" data-testid="invitation-role">
          <HStack gap="2">
            <Text as="span" fontWeight="medium">
              Your role:
            </Text>
            <Badge variant="solid" colorPalette="blue" size="md">
              {ROLE_LABELS[invitation.role]}
            </Badge>
          </HStack>
          {allows ? (
            <Text fontSize="sm" data-testid="invitation-role-allows">
              {allows}
            </Text>
          ) : null}
        </Stack>
        <Text fontSize="sm">This invitation expires on {formatDateTime(invitation.expires_at)}.</Text>
      </Stack>
    </AlertBanner>
  );
}
