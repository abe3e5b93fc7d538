import { Field, NativeSelect } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useSessionStore } from '../../stores/session-store';

/** Switches the organization account: saved, currencies re-derived, and every query fetched again. */
export function AccountSwitcher() {
  const queryClient = useQueryClient();
  const accounts = useSessionStore((state) => state.userData.organization_accounts) ?? [];
  const currentAccountRef = useSessionStore((state) => state.currentAccountRef);
  const selectAccount = useSessionStore((state) => state.selectAccount);
  if (accounts.length === 0) return null;
  return (
    <Field.Root maxW="xs">
      <Field.Label srOnly>Organization account</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field
          value={currentAccountRef}
          onChange={(event) => {
            selectAccount(event.currentTarget.value);
            void queryClient.invalidateQueries();
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
