import { Button, type ButtonProps } from '../../components/ui/button';
import { useDisabledReason } from '../../components/ui/disabled-reason';
import { Tooltip } from '../../components/ui/tooltip';

/**
 * A row action the team rules may forbid: usable when `reason` is null, else shown disabled with the reason
 * in a tooltip and as its description (a tap on a phone shows it), never hidden.
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
