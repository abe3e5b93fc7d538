import { Link, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link as RouterLink } from 'react-router-dom';
import { AlertBanner } from '../../components/ui/alert-banner';
import { paths } from '../../config/paths';

/** Why the invitation cannot be used, and the way to sign in instead. */
export function InvitationProblem({ text }: { text: string }) {
  const { t } = useLingui();
  return (
    <Stack gap="4">
      <AlertBanner type="error" title={t`This invitation cannot be used`}>
        {text}
      </AlertBanner>
      <Link asChild color="brand.ink" fontWeight="semibold" alignSelf="flex-start">
        <RouterLink to={paths.login.getHref()}>
          <Trans>Go to sign in</Trans>
        </RouterLink>
      </Link>
    </Stack>
  );
}
