import { Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useCurrentOrganization } from '../../domains/session/current-account';
import { PermissionNotice } from '../../domains/session/permission-notice';
import { ApiKeysSection } from './api-keys-section';
import { WebhooksSection } from './webhooks-section';

/**
 * Settings → Developers (`/app/settings/developers`): the organization's API keys and webhook endpoints, for
 * owners and admins (`developers.manage`); anyone else sees why, and the bank is asked nothing.
 */
export function DevelopersScreen() {
  const organization = useCurrentOrganization();
  const account = organization?.ref ?? '';
  return (
    <Stack gap="8">
      <Stack gap="1">
        <Link asChild color="brand.ink" fontWeight="medium" alignSelf="flex-start">
          <RouterLink to={paths.app.settings.getHref()}>
            <Trans>Back to settings</Trans>
          </RouterLink>
        </Link>
        <Heading as="h1" size="2xl">
          <Trans>Developers</Trans>
        </Heading>
        <Text color="fg.muted">
          <Trans>Connect your organization's own systems to the bank: API keys and webhooks.</Trans>
        </Text>
      </Stack>
      <PermissionNotice permission="developers.manage">
        <ApiKeysSection account={account} />
        <WebhooksSection account={account} />
      </PermissionNotice>
    </Stack>
  );
}
