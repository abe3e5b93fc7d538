import { Box, Stack, Text } from '@chakra-ui/react';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import { LockIcon } from '../../components/ui/icons';
import type { Permission } from './permission';
import { usePermission } from './use-permission';

export const PERMISSION_NOTICE_TITLE = msg`Not available for your role`;

/** The screen-level state of an action the user's role does not allow: what and why, in place of a form. */
export function PermissionDeniedState({ reason }: { reason: string }) {
  const { i18n } = useLingui();
  return (
    <Box
      role="status"
      data-testid="permission-notice"
      borderWidth="1px"
      borderRadius="md"
      bg="bg.subtle"
      p={{ base: '5', md: '8' }}
      minH="200px"
      display="flex"
      alignItems="center"
      justifyContent="center"
    >
      <Stack align="center" gap="2" textAlign="center" maxW="480px">
        <Box fontSize="3xl" color="fg.muted">
          <LockIcon />
        </Box>
        <Text fontWeight="semibold" fontSize="lg">
          {i18n._(PERMISSION_NOTICE_TITLE)}
        </Text>
        <Text color="fg.muted">{reason}</Text>
      </Stack>
    </Box>
  );
}

/**
 * Its children when the user's role in the selected organization allows `permission`, else a clear state
 * with the reason (rule ROLE-04), so nobody fills in a form the bank would refuse at the end.
 */
export function PermissionNotice({ permission, children }: { permission: Permission; children: ReactNode }) {
  const { allowed, reason } = usePermission(permission);
  if (allowed) return <>{children}</>;
  return <PermissionDeniedState reason={reason ?? ''} />;
}
