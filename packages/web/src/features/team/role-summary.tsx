import { Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { roleLabel } from '../../domains/session/role-words';
import { useRoleDescriptions } from '../../domains/team/role-options';
import type { Role } from './member-model';

/**
 * What a role allows, in plain words from the bank's own matrix (rule TEAM-25), where someone is given one.
 * Nothing while the words load or if they cannot be: the role's name is in the field above.
 */
export function RoleSummary({ role }: { role: Role }) {
  const descriptions = useRoleDescriptions();
  const description = descriptions.data?.[role];
  const label = roleLabel(role);
  if (!description) return null;
  return (
    <Text fontSize="sm" color="fg.muted" data-testid="role-summary" aria-live="polite">
      <Trans>
        <Text as="span" fontWeight="medium" color="fg">
          {label}:
        </Text>{' '}
        {description}
      </Trans>
    </Text>
  );
}
