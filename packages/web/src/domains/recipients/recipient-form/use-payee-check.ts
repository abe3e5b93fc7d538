import { getErrorText } from '@portal/api-types';
import { useCallback } from 'react';
import { useMachine } from '../../../lib/use-machine';
import type { PayeeVerification, PayeeVerificationRequest } from '../payee-verification';
import {
  initialPayeeCheck,
  needsPayeeCheck,
  payeeCheckReducer,
  payeeCheckRequest,
  withHeldIdentity,
} from './payee-check-flow';
import type { RecipientInput } from './recipient-form-model';

export type VerifyPayee = (request: PayeeVerificationRequest) => Promise<PayeeVerification>;

interface UsePayeeCheckOptions {
  /** Asks the payee's bank; without it the form saves unchecked (the bank still checks on save). */
  verifyPayee?: VerifyPayee;
  /** The recipient as saved (editing): unchanged name, type and bank details are not checked again. */
  saved?: RecipientInput;
  onSubmit: (input: RecipientInput) => void;
}

/** The recipient form's payee check: asked on save, a match saves, anything else waits for the user. */
export function usePayeeCheck({ verifyPayee, saved, onSubmit }: UsePayeeCheckOptions) {
  const { state, current, dispatch } = useMachine(payeeCheckReducer, initialPayeeCheck);
  // Stable: the form resets on every change of a checked field.
  const reset = useCallback(() => {
    if (current.current.name !== 'idle') dispatch({ type: 'reset' });
  }, [current, dispatch]);

  const submit = async (input: RecipientInput) => {
    if (current.current.name === 'checking') return;
    if (!verifyPayee || !needsPayeeCheck(input, saved)) {
      onSubmit(input);
      return;
    }
    dispatch({ type: 'check', input });
    try {
      const verification = await verifyPayee(payeeCheckRequest(input));
      dispatch({ type: 'checked', verification });
      if (current.current.name === 'matched') onSubmit(input);
    } catch (caught) {
      dispatch({ type: 'failed', message: getErrorText(caught) });
    }
  };

  return {
    state,
    checking: state.name === 'checking',
    submit,
    /** Save as entered, after the user has read the answer. */
    proceed: () => {
      const s = current.current;
      if (s.name === 'decide' || s.name === 'check-failed') onSubmit(s.input);
    },
    /** Save with the name (and type) the payee's bank holds; returns it so the form shows it too. */
    takeHeldName: (): RecipientInput | null => {
      const s = current.current;
      if (s.name !== 'decide') return null;
      const input = withHeldIdentity(s.input, s.verification);
      onSubmit(input);
      return input;
    },
    reset,
  };
}
