import { Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { AlertBanner } from './ui/alert-banner';
import { Button, type ButtonProps } from './ui/button';
import { StickyActions } from './ui/sticky-actions';

interface DialogActionsProps {
  /** The bank's refusal that is not a field's (shown above the buttons), or null. */
  failure: string | null;
  pending: boolean;
  onCancel: () => void;
  submitLabel: string;
  submitVariant?: ButtonProps['variant'];
  submitDisabled?: boolean;
  /** Notices between the refusal and the buttons (a lockout, attempts left). */
  children?: ReactNode;
}

/** The end of a dialog's form (the team's, an approval rule's): what the bank refused, then Cancel and the submit button. */
export function DialogActions({
  failure,
  pending,
  onCancel,
  submitLabel,
  submitVariant,
  submitDisabled,
  children,
}: DialogActionsProps) {
  return (
    <>
      {failure ? (
        <AlertBanner type="error">
          <Text whiteSpace="pre-line">{failure}</Text>
        </AlertBanner>
      ) : null}
      {children}
      <StickyActions>
        <Button variant="outline" onClick={onCancel} disabled={pending}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" variant={submitVariant} loading={pending} disabled={submitDisabled}>
          {submitLabel}
        </Button>
      </StickyActions>
    </>
  );
}
