import { Button, type ButtonProps } from './ui/button';
import { useDisabledReason } from './ui/disabled-reason';
import { Tooltip } from './ui/tooltip';

/**
 * An action a rule may forbid (a role, a team rule): usable when `reason` is null, else shown disabled with
 * the reason in a tooltip and as its description (a tap on a phone shows it), never hidden.
 */
export function ReasonedButton({
  reason,
  children,
  onClick,
  ...props
}: ButtonProps & { reason: string | null }) {
  const disabledReason = useDisabledReason(reason);
  if (!disabledReason)
    return (
      <Button {...props} onClick={onClick}>
        {children}
      </Button>
    );
  return (
    <>
      <Tooltip content={reason}>
        <Button {...props} {...disabledReason.controlProps}>
          {children}
        </Button>
      </Tooltip>
      {disabledReason.description}
    </>
  );
}
