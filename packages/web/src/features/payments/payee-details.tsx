import { Heading, Skeleton, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { components } from '@portal/api-types';
import { DescriptionList, DescriptionRow } from '../../components/ui/description-list';
import { usePayeeDetails } from './use-payee-details';

type Payment = components['schemas']['Payment'];

/** Where the money went: the payee's name and bank details, as on the receipt. */
export function PayeeDetails({ account, payment }: { account: string; payment: Payment }) {
  const { t } = useLingui();
  const { pending, rows } = usePayeeDetails(account, payment);
  return (
    <Stack gap="3" as="section" aria-labelledby="payee-heading">
      <Heading as="h2" size="lg" id="payee-heading">
        <Trans>Payee</Trans>
      </Heading>
      {pending ? (
        <Stack gap="2" aria-busy="true" aria-label={t`Loading the payee's details`}>
          <Skeleton height="6" />
          <Skeleton height="6" />
          <Skeleton height="6" />
        </Stack>
      ) : (
        <DescriptionList>
          {rows.map(([label, value]) => (
            <DescriptionRow key={label} label={label}>
              {value}
            </DescriptionRow>
          ))}
        </DescriptionList>
      )}
    </Stack>
  );
}
