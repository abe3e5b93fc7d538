import { Link as RouterLink } from 'react-router-dom';
import { ReasonedButton } from '../../components/reasoned-button';
import { Button, type ButtonProps } from '../../components/ui/button';
import type { Permission } from './permission';
import { usePermission } from './use-permission';

export interface PermissionButtonProps extends ButtonProps {
  /** What the action needs; without it the button is shown disabled with the reason (rule ROLE-03). */
  permission: Permission;
  /** Leads to this path (a link) when allowed, instead of an onClick. */
  to?: string;
}

/**
 * A button (or a link styled as one, with `to`) for an action a role may lack: usable when the user's role
 * allows `permission`, else disabled with the reason in a tooltip and as its description, never hidden.
 */
export function PermissionButton({
  permission,
  to,
  children,
  onClick,
  disabled,
  loading,
  ...props
}: PermissionButtonProps) {
  const { allowed, reason } = usePermission(permission);
  // Disabled by the role: the reason wins over any other disabled state, so it is always told.
  if (!allowed) {
    return (
      <ReasonedButton {...props} reason={reason}>
        {children}
      </ReasonedButton>
    );
  }
  if (to) {
    return (
      <Button asChild {...props} disabled={disabled} loading={loading} type={undefined}>
        <RouterLink to={to}>{children}</RouterLink>
      </Button>
    );
  }
  return (
    <Button {...props} disabled={disabled} loading={loading} onClick={onClick}>
      {children}
    </Button>
  );
}
