import { Heading, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ButtonLink } from '../../components/ui/button-link';
import { EmptyState } from '../../components/ui/empty-state';
import { paths } from '../../config/paths';

/** The user's own screens, usable without an organization account. */
const PERSONAL_PATHS = [paths.app.settings.path, paths.app.account.path, paths.app.notifications.path];

/** Whether a screen shows an organization's data (and so needs one selected). */
export function needsOrganization(pathname: string): boolean {
  return !PERSONAL_PATHS.some((path) => pathname === path || pathname.startsWith(`${path}/`));
}

/**
 * In place of an organization's screen when the user has none left (rule ROLE-11: removed from the last
 * one while the tab was open): what happened and what to do, instead of empty lists.
 */
export function NoOrganizationState() {
  const { t } = useLingui();
  return (
    <Stack gap="4">
      <Heading as="h1" size="2xl">
        <Trans>No organization account</Trans>
      </Heading>
      <EmptyState
        text={t`You aren't a member of any organization account.`}
        description={t`Ask an organization's owner or admin to invite you. Your own settings and account stay available.`}
        action={
          <ButtonLink to={paths.app.account.getHref()}>
            <Trans>Go to your account</Trans>
          </ButtonLink>
        }
      />
    </Stack>
  );
}
