import { Field, NativeSelect } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import {
  useCurrentAccountRef,
  useOrganizationAccounts,
  useSwitchAccount,
} from '../../domains/session/current-account';
import { afterNextPaint } from '../../lib/after-next-paint';

/** Switches the organization account: saved, currencies re-derived, and every query fetched again. */
export function AccountSwitcher() {
  const accounts = useOrganizationAccounts();
  const currentAccountRef = useCurrentAccountRef();
  const switchAccount = useSwitchAccount();
  // The choice shows at once; the whole screen redraws for the new account a frame later (it would hold back
  // the paint of the choice by as long as that redraw takes).
  const [chosen, setChosen] = useState(currentAccountRef);
  useEffect(() => setChosen(currentAccountRef), [currentAccountRef]);
  if (accounts.length === 0) return null;
  return (
    // On a phone the header's middle slot is hidden: the switcher takes the free width, so the name is not cut short.
    <Field.Root maxW="xs" flex={{ base: '1', sm: 'initial' }} minW="0">
      <Field.Label srOnly>
        <Trans>Organization account</Trans>
      </Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field
          pe={{ base: '7', sm: '8' }}
          value={chosen}
          onChange={(event) => {
            const accountRef = event.currentTarget.value;
            setChosen(accountRef);
            afterNextPaint(() => switchAccount(accountRef));
          }}
        >
          {accounts.map((account) => (
            <option key={account.ref} value={account.ref}>
              {account.name}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
