import { Alert, CloseButton } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { type ReactNode, useState } from 'react';

export type AlertType = 'default' | 'info' | 'warning' | 'success' | 'error';

const STATUS: Record<AlertType, 'neutral' | 'info' | 'warning' | 'success' | 'error'> = {
  default: 'neutral',
  info: 'info',
  warning: 'warning',
  success: 'success',
  error: 'error',
};

export interface AlertBannerProps {
  type?: AlertType;
  title?: ReactNode;
  children?: ReactNode;
  /** Shows a close button; the banner hides itself and calls onClose. */
  closable?: boolean;
  onClose?: () => void;
}

export function AlertBanner({
  type = 'default',
  title,
  children,
  closable = false,
  onClose,
}: AlertBannerProps) {
  const { t } = useLingui();
  const [open, setOpen] = useState(true);
  if (!open) return null;
  const urgent = type === 'error' || type === 'warning';
  return (
    <Alert.Root status={STATUS[type]} role={urgent ? 'alert' : 'status'} data-type={type} borderRadius="md">
      <Alert.Indicator />
      <Alert.Content>
        {title ? <Alert.Title>{title}</Alert.Title> : null}
        {children ? <Alert.Description>{children}</Alert.Description> : null}
      </Alert.Content>
      {closable ? (
        <CloseButton
          size="sm"
          aria-label={t`Close alert`}
          alignSelf="flex-start"
          onClick={() => {
            setOpen(false);
            onClose?.();
          }}
        />
      ) : null}
    </Alert.Root>
  );
}
