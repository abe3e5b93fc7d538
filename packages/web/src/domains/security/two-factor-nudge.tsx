import { Link, Stack, Text } from '@chakra-ui/react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link as RouterLink } from 'react-router-dom';
import { AlertBanner } from '../../components/ui/alert-banner';
import { paths } from '../../config/paths';
import { useTwoFactorNudge } from './use-two-factor-nudge';

export const TWO_FACTOR_NUDGE_TITLE = msg`Protect your payments with two-factor authentication`;
export const TWO_FACTOR_REQUIRED_TITLE = msg`Your organization requires two-factor authentication to make payments`;
const REQUIRED_TEXT = msg`Until you turn it on, the bank refuses the payments, bulk payments, standing orders and FX trades you submit.`;

const TEXTS = {
  account: msg`You can send money with your password alone. With a code from an authenticator app as well, a stolen password cannot pay anyone.`,
  payment: msg`This payment goes with your password alone. With a code from an authenticator app as well, a stolen password cannot pay anyone.`,
} as const;

/**
 * The nudge to turn on two-factor authentication, for someone who can move money without it (rule SEC-11):
 * dismissible for the tab's session, with the way to Settings.
 */
export function TwoFactorNudge({ where }: { where: keyof typeof TEXTS }) {
  const { i18n } = useLingui();
  const nudge = useTwoFactorNudge();
  if (!nudge.shown) return null;
  // Required by the organization (rule SEC-12): a warning that stays until 2FA is on.
  return (
    <AlertBanner
      type={nudge.required ? 'warning' : 'info'}
      title={i18n._(nudge.required ? TWO_FACTOR_REQUIRED_TITLE : TWO_FACTOR_NUDGE_TITLE)}
      closable={!nudge.required}
      onClose={nudge.dismiss}
    >
      <Stack gap="1" align="start">
        <Text>{i18n._(nudge.required ? REQUIRED_TEXT : TEXTS[where])}</Text>
        <Link asChild color="brand.inkStrong" fontWeight="medium">
          <RouterLink to={paths.app.settings.getHref()}>
            <Trans>Turn it on in Settings</Trans>
          </RouterLink>
        </Link>
      </Stack>
    </AlertBanner>
  );
}
