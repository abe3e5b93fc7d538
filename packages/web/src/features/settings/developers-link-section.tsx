import { Box } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { paths } from '../../config/paths';
import { PermissionButton } from '../../domains/session/permission-button';
import { SettingsSection } from './settings-section';

/** The way to Settings → Developers: API keys and webhooks, for owners and admins (others see why not). */
export function DevelopersLinkSection() {
  const { t } = useLingui();
  return (
    <SettingsSection
      id="developers"
      title={t`Developers`}
      description={t`API keys for your own systems, and webhooks that tell them what happens in the organization.`}
    >
      <Box>
        <PermissionButton
          permission="developers.manage"
          variant="outline"
          to={paths.app.developers.getHref()}
        >
          <Trans>Manage API keys and webhooks</Trans>
        </PermissionButton>
      </Box>
    </SettingsSection>
  );
}
