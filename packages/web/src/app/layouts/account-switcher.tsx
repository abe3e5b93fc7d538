import { Field, NativeSelect } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import {
  useCurrentAccountRef,
  useOrganizationAccounts,
  useSwitchAccount,
} from '../../domains/session/current-account';

/** Switches the organization account: saved, currencies re-derived, and every query fetched again. */
export function AccountSwitcher() {
  const accounts = useOrganizationAccounts();
  const currentAccountRef = useCurrentAccountRef();
  const switchAccount = useSwitchAccount();
  if (accounts.length === 0) return null;
  return (
    <Field.Root maxW="xs">
      <Field.Label srOnly>
        <Trans>Organization account</Trans>
      </Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field
          value={currentAccountRef}
          onChange={(event) => switchAccount(event.currentTarget.value)}
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
