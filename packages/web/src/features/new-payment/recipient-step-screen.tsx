import { Box, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { getErrorText } from '@portal/api-types';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { AlertBanner } from '../../components/ui/alert-banner';
import { Button } from '../../components/ui/button';
import { SelectField } from '../../components/ui/select-field';
import { StatusBadge } from '../../components/ui/status-badge';
import { bankDetailsSummary } from '../../domains/recipients/recipient-form/recipient-form-model';
import { InlineRecipient } from './inline-recipient';
import { STEP_HREF } from './step-links';
import { useRecipientChoice } from './use-recipient-choice';

/** Step 1: pick a recipient, or add one inline. */
export function RecipientStepScreen() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const choice = useRecipientChoice();
  const { draft, recipients, selected, total, shown, missing } = choice;
  const [adding, setAdding] = useState(false);

  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          <Trans>Choose a recipient</Trans>
        </Heading>
        <Text color="fg.muted">
          <Trans>Step 1 of 4: who receives the payment.</Trans>
        </Text>
      </Stack>
      {recipients.isError ? <AlertBanner type="error">{getErrorText(recipients.error)}</AlertBanner> : null}
      <SelectField
        label={t`Recipient`}
        required
        loading={recipients.isFetching}
        options={choice.options}
        onSearchChange={choice.setSearch}
        searchedFor={choice.searchedFor}
        selectedOption={choice.chosenOption}
        value={draft.recipientRef}
        onChange={(ref) => {
          if (ref) choice.chooseRef(ref);
        }}
        error={Boolean(missing)}
        errorMessage={missing}
        extraInfo={
          total > shown
            ? t`Type to search by name: ${shown} of ${total} recipients are listed.`
            : t`Type to search by name.`
        }
      />
      {selected || draft.recipientRef ? (
        <Box
          borderWidth="1px"
          borderColor="border"
          borderRadius="md"
          p="4"
          aria-label={t`Selected recipient`}
          role="group"
        >
          <HStack justify="space-between" wrap="wrap" gap="2">
            <Stack gap="0" minW="0">
              <Text fontWeight="semibold" wordBreak="break-word">
                {selected?.name ?? draft.recipientName}
              </Text>
              <Text fontSize="sm" color="fg.muted">
                {`${selected?.currency ?? draft.recipientCurrency} · ${
                  selected ? bankDetailsSummary(selected.bank_details) : draft.recipientSummary
                }`}
              </Text>
            </Stack>
            {selected ? <StatusBadge status={selected.status} /> : null}
          </HStack>
        </Box>
      ) : null}
      {adding ? (
        <InlineRecipient
          account={choice.account}
          onCreated={(recipient) => {
            choice.chooseCreated(recipient);
            setAdding(false);
          }}
          onCancel={() => setAdding(false)}
        />
      ) : (
        <Button variant="outline" alignSelf="flex-start" onClick={() => setAdding(true)}>
          <Trans>Add a new recipient</Trans>
        </Button>
      )}
      <HStack justify="flex-end">
        <Button
          onClick={() => {
            if (choice.proceed()) navigate(STEP_HREF.reason);
          }}
        >
          <Trans>Continue</Trans>
        </Button>
      </HStack>
    </Stack>
  );
}
