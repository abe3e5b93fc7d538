import { HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { checkedAtText, type PayeeVerification, payeeCheckText } from '../../lib/payee-verification';
import { AlertBanner } from '../ui/alert-banner';

export interface PayeeVerificationNoteProps {
  verification: PayeeVerification;
  /** Says when and by which scheme the check was made (a stored check). */
  showCheckedAt?: boolean;
  /** The user's choices after the check (close match, no match, unavailable). */
  actions?: ReactNode;
  /** More text under the description (e.g. the confirmation asked at payment review). */
  children?: ReactNode;
}

/** The payee's bank's answer to a name check, with what the user can do about it. */
export function PayeeVerificationNote({
  verification,
  showCheckedAt,
  actions,
  children,
}: PayeeVerificationNoteProps) {
  const text = payeeCheckText(verification);
  return (
    <AlertBanner type={text.tone} title={`Payee check: ${text.title}`}>
      <Stack gap="2" data-testid="payee-verification" data-outcome={verification.outcome}>
        <Text>{text.description}</Text>
        {showCheckedAt ? (
          <Text fontSize="sm" color="fg.muted">
            {checkedAtText(verification)}
          </Text>
        ) : null}
        {children}
        {actions ? (
          <HStack gap="3" wrap="wrap" pt="1">
            {actions}
          </HStack>
        ) : null}
      </Stack>
    </AlertBanner>
  );
}
