import { Heading, Skeleton, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { LoadErrorBanner } from '../../components/ui/load-error-banner';
import { useUserProfileQuery } from './api/get-user-profile';
import { BankAccountsSection } from './bank-accounts-section';
import { OrganizationsSection } from './organizations-section';
import { PersonalDetails } from './personal-details';

/** The account profile: personal details (editable), organizations and roles, the bank accounts' details. */
export function AccountScreen() {
  const { t } = useLingui();
  const query = useUserProfileQuery();
  return (
    <Stack gap="4">
      <Heading as="h1" size="2xl">
        <Trans>Account profile</Trans>
      </Heading>
      {query.isPending ? (
        <Stack gap="3" aria-busy="true" aria-label={t`Loading profile`}>
          <Skeleton height="48" />
          <Skeleton height="32" />
        </Stack>
      ) : query.isError ? (
        <LoadErrorBanner
          title={t`Your profile could not be loaded.`}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <>
          <PersonalDetails profile={query.data} />
          <OrganizationsSection profile={query.data} />
          <BankAccountsSection />
        </>
      )}
    </Stack>
  );
}
