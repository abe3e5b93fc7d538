import { VisuallyHidden } from '@chakra-ui/react';
import { type MouseEvent, type ReactNode, useId } from 'react';
import { toastInfo } from '../../lib/toast';

export interface DisabledReason {
  /** Spread on the control: disabled for assistive technology yet focusable, described by the reason. */
  controlProps: {
    'aria-disabled': true;
    'aria-describedby': string;
    'data-disabled-reason': string;
    onClick: (event: MouseEvent) => void;
  };
  /** The reason in text, for screen readers; render it beside the control. */
  description: ReactNode;
}

/**
 * A control that cannot be used, with the reason why (rule ROLE-03): `aria-disabled` instead of `disabled`,
 * so it stays focusable and its tooltip opens on hover and focus; the reason is its accessible description,
 * and a click or a tap (no hover on a phone) shows the reason rather than doing nothing. Null when usable.
 */
export function useDisabledReason(reason: string | null | undefined): DisabledReason | null {
  const id = useId();
  if (!reason) return null;
  return {
    controlProps: {
      'aria-disabled': true,
      'aria-describedby': id,
      'data-disabled-reason': reason,
      onClick: (event) => {
        event.preventDefault();
        toastInfo(reason, { toastId: `disabled-reason:${reason}` });
      },
    },
    description: <VisuallyHidden id={id}>{reason}</VisuallyHidden>,
  };
}
