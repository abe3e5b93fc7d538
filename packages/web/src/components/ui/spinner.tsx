import {
  Spinner as ChakraSpinner,
  type SpinnerProps as ChakraSpinnerProps,
  VisuallyHidden,
} from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';

export interface SpinnerProps extends Omit<ChakraSpinnerProps, 'children'> {
  /** Text read by screen readers. */
  label?: string;
}

/** A loading indicator announced to assistive technology. */
export function Spinner({ label, size = 'md', ...rest }: SpinnerProps) {
  const { t } = useLingui();
  return (
    <span role="status" data-testid="spinner">
      <ChakraSpinner size={size} color="brand.500" borderWidth="3px" {...rest} />
      <VisuallyHidden>{label ?? t`Loading...`}</VisuallyHidden>
    </span>
  );
}
