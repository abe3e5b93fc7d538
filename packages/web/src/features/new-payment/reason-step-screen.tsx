import { Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { getErrorText } from '@portal/api-types';
import { useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { z } from 'zod';
import { AlertBanner } from '../../components/ui/alert-banner';
import { Button } from '../../components/ui/button';
import { FormSelectField } from '../../components/ui/form-select-field';
import { TextInput } from '../../components/ui/text-input';
import {
  PAYMENT_REFERENCE_MAX_LENGTH,
  validatePaymentReference,
} from '../../domains/accounts/bank-validators';
import { usePaymentReferencesQuery } from '../../domains/payments/payment-references';
import { useForm } from '../../lib/use-form';
import { useNewPaymentStore } from './model/new-payment-store';
import { STEP_HREF } from './step-links';
import { useDraft } from './use-draft-owner';

const REASON_REQUIRED = msg`Choose a reason.`;

// Built once; the message is looked up in the active language when the check fails.
const schema = z.object({ reasonCode: z.string(), reference: z.string() }).superRefine((v, ctx) => {
  if (!v.reasonCode) ctx.addIssue({ code: 'custom', path: ['reasonCode'], message: i18n._(REASON_REQUIRED) });
  const problem = validatePaymentReference(v.reference);
  if (problem) ctx.addIssue({ code: 'custom', path: ['reference'], message: problem });
});
type Values = z.infer<typeof schema>;

/** Step 2: the ISO 20022 reason and the reference the recipient sees. */
export function ReasonStepScreen() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const draft = useDraft();
  const setReason = useNewPaymentStore((s) => s.setReason);
  const references = usePaymentReferencesQuery();
  const {
    control,
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { reasonCode: draft.reasonCode ?? '', reference: draft.reference },
  });
  const reference = useWatch({ control, name: 'reference' });
  const length = reference.length;
  const max = PAYMENT_REFERENCE_MAX_LENGTH;

  const save = (values: Values) => setReason({ reasonCode: values.reasonCode, reference: values.reference });

  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          <Trans>Payment reason</Trans>
        </Heading>
        <Text color="fg.muted">
          <Trans>Step 2 of 4: why the payment is made.</Trans>
        </Text>
      </Stack>
      {references.isError ? <AlertBanner type="error">{getErrorText(references.error)}</AlertBanner> : null}
      <form
        noValidate
        aria-label={t`Payment reason`}
        onSubmit={handleSubmit((values) => {
          save(values);
          navigate(STEP_HREF.amount);
        })}
      >
        <Stack gap="4">
          <FormSelectField
            control={control}
            name="reasonCode"
            label={t`Reason`}
            required
            loading={references.isPending}
            options={(references.data ?? []).map((r) => ({ label: `${r.label} (${r.code})`, value: r.code }))}
          />
          <TextInput
            label={t`Reference`}
            required
            maxLength={PAYMENT_REFERENCE_MAX_LENGTH}
            autoComplete="off"
            error={errors.reference?.message}
            extraInfo={t`Shown to the recipient: letters, digits, spaces and / - ? : ( ) . , ' + (${length}/${max}).`}
            {...register('reference')}
          />
          <HStack justify="space-between">
            <Button
              variant="outline"
              onClick={handleSubmit(
                (values) => {
                  save(values);
                  navigate(STEP_HREF.recipient);
                },
                () => navigate(STEP_HREF.recipient),
              )}
            >
              <Trans>Back</Trans>
            </Button>
            <Button type="submit">
              <Trans>Continue</Trans>
            </Button>
          </HStack>
        </Stack>
      </form>
    </Stack>
  );
}
