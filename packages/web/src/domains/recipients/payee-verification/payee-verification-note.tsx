import { HStack, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { AlertBanner } from '../../../components/ui/alert-banner';
import {
  checkedAtText,
  type PayeeCheckTone,
  type PayeeVerification,
  payeeCheckText,
} from '../payee-verification';

export interface PayeeVerificationNoteProps {
  verification: PayeeVerification;
  /** Says when and by which scheme the check was made (a stored check). */
  showCheckedAt?: boolean;
  /** The user's choices after the check (close match, no match, unavailable). */
  actions?: ReactNode;
  /** More text under the description (e.g. the confirmation asked at payment review). */
  children?: ReactNode;
  /** One line for a card in a list (approvals): the title, and the description unless the name matches. */
  compact?: boolean;
}

const TONE_COLOR: Record<PayeeCheckTone, string> = {
  success: 'green.fg',
  warning: 'orange.fg',
  error: 'red.fg',
  info: 'fg.muted',
};

/** The payee's bank's answer to a name check, with what the user can do about it. */
export function PayeeVerificationNote(props: PayeeVerificationNoteProps) {
  const { verification, showCheckedAt, actions, children, compact } = props;
  const { t } = useLingui();
  const text = payeeCheckText(verification);
  const title = text.title;
  if (compact) {
    return (
      <Text
        fontSize="sm"
        color={TONE_COLOR[text.tone]}
        data-testid="payee-verification"
        data-outcome={verification.outcome}
      >
        <Text as="span" fontWeight="semibold">{t`Payee check: ${title}.`}</Text>
        {verification.outcome === 'match' ? null : ` ${text.description}`}
      </Text>
    );
  }
  return (
    <AlertBanner type={text.tone} title={t`Payee check: ${title}`}>
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
