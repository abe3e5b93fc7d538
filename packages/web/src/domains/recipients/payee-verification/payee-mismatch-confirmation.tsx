import { Checkbox } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';

export interface PayeeMismatchConfirmationProps {
  recipientName: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}

/**
 * The explicit confirmation a no-match payee check asks for before paying (rule VOP-05): at payment review and
 * when setting up a standing order. Sent as `confirm_payee_mismatch`.
 */
export function PayeeMismatchConfirmation({
  recipientName,
  checked,
  onCheckedChange,
}: PayeeMismatchConfirmationProps) {
  return (
    <Checkbox.Root
      checked={checked}
      onCheckedChange={(d) => onCheckedChange(d.checked === true)}
      colorPalette="brand"
    >
      <Checkbox.HiddenInput />
      {/* On the red note an unticked box needs its own background to be seen. */}
      <Checkbox.Control bg={checked ? undefined : 'bg'} borderColor="border.emphasized" />
      <Checkbox.Label>
        <Trans>I have checked with {recipientName} and want to pay this account anyway</Trans>
      </Checkbox.Label>
    </Checkbox.Root>
  );
}
