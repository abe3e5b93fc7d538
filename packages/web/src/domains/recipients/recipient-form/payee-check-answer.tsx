import { Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { AlertBanner } from '../../../components/ui/alert-banner';
import { Button } from '../../../components/ui/button';
import { PayeeVerificationNote } from '../payee-verification/payee-verification-note';
import type { PayeeCheckState } from './payee-check-flow';

export interface PayeeCheckAnswerProps {
  state: PayeeCheckState;
  /** The form's save label ('Add recipient'), for going on after a check that could not be made. */
  submitText: string;
  /** An existing recipient: 'Save anyway' rather than 'Add anyway'. */
  editing: boolean;
  submitting?: boolean;
  onUseHeldName: () => void;
  onProceed: () => void;
  onEditDetails: () => void;
}

// A long name held wraps inside its button rather than running out of the note on a phone.
const WRAPPING = { whiteSpace: 'normal', h: 'auto', minH: '32px', py: '1.5', textAlign: 'start' } as const;

/** The payee's bank's answer in the recipient form, with the user's choices (the form's save waits for them). */
export function PayeeCheckAnswer(props: PayeeCheckAnswerProps) {
  const { state, submitText, editing, submitting, onUseHeldName, onProceed, onEditDetails } = props;
  const { t } = useLingui();
  const edit = (
    <Button variant="outline" size="small" onClick={onEditDetails} disabled={submitting}>
      <Trans>Edit details</Trans>
    </Button>
  );
  if (state.name === 'matched') return <PayeeVerificationNote verification={state.verification} />;
  if (state.name === 'check-failed') {
    const message = state.message;
    return (
      <AlertBanner type="info" title={t`The name could not be checked`}>
        <Text>{t`${message} You can go on: the bank checks the name again when it saves the recipient.`}</Text>
        <Button size="small" mt="3" onClick={onProceed} loading={submitting}>
          {submitText}
        </Button>
      </AlertBanner>
    );
  }
  if (state.name !== 'decide') return null;
  const v = state.verification;
  if (v.outcome === 'close_match') {
    const held = v.name_held ?? v.checked_name;
    const checked = v.checked_name;
    const useHeld =
      v.account_type_held === 'business'
        ? t`Use ${held} (business)`
        : v.account_type_held === 'individual'
          ? t`Use ${held} (individual)`
          : t`Use ${held}`;
    return (
      <PayeeVerificationNote
        verification={v}
        actions={
          <>
            <Button size="small" onClick={onUseHeldName} loading={submitting} {...WRAPPING}>
              {useHeld}
            </Button>
            <Button variant="outline" size="small" onClick={onProceed} disabled={submitting} {...WRAPPING}>
              {t`Keep ${checked}`}
            </Button>
          </>
        }
      />
    );
  }
  if (v.outcome === 'no_match') {
    return (
      <PayeeVerificationNote
        verification={v}
        actions={
          <>
            {edit}
            <Button variant="danger" size="small" onClick={onProceed} loading={submitting}>
              {editing ? t`Save anyway` : t`Add anyway`}
            </Button>
          </>
        }
      />
    );
  }
  return (
    <PayeeVerificationNote
      verification={v}
      actions={
        <>
          <Button size="small" onClick={onProceed} loading={submitting}>
            {submitText}
          </Button>
          {edit}
        </>
      }
    />
  );
}
