import { Switch, Text } from '@chakra-ui/react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { usePersistLoginStore } from '../../domains/session/persist-login-store';
import { toastInfo } from '../../lib/toast';
import { SettingsSection } from './settings-section';

export const KEEP_SIGNED_IN_ON_TEXT = msg`You will stay signed in on this device.`;
export const KEEP_SIGNED_IN_OFF_TEXT = msg`You will be signed out when you close the browser.`;

/** The "keep me signed in" flag (persisted encrypted; rule SES-09), changeable after sign-in. */
export function SessionPreferencesSection() {
  const { t, i18n } = useLingui();
  const persistLogin = usePersistLoginStore((state) => state.persistLogin);
  const setPersistLogin = usePersistLoginStore((state) => state.setPersistLogin);
  return (
    <SettingsSection
      id="session"
      title={t`Session`}
      description={t`Inactive sessions still end after 5 minutes; a session lasts 12 hours at most.`}
    >
      <Switch.Root
        checked={persistLogin}
        colorPalette="brand"
        onCheckedChange={(details) => {
          setPersistLogin(details.checked);
          toastInfo(i18n._(details.checked ? KEEP_SIGNED_IN_ON_TEXT : KEEP_SIGNED_IN_OFF_TEXT));
        }}
      >
        <Switch.HiddenInput />
        <Switch.Control>
          <Switch.Thumb />
        </Switch.Control>
        <Switch.Label>
          <Trans>Keep me signed in on this device</Trans>
        </Switch.Label>
      </Switch.Root>
      <Text fontSize="sm" color="fg.muted">
        <Trans>
          Turn this off on a shared computer. No password or token is stored on the device either way.
        </Trans>
      </Text>
    </SettingsSection>
  );
}
