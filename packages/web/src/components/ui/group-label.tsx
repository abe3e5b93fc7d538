import { Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * The label of a group of controls (radio buttons, a drop zone), which a `<label>` cannot name: the group
 * points at it with aria-labelledby. A required group shows the red asterisk, hidden from screen readers
 * (the group says it is required itself).
 */
export function GroupLabel({
  id,
  required,
  children,
}: {
  id: string;
  required?: boolean;
  children: ReactNode;
}) {
  return (
    <Text id={id} fontWeight="medium" fontSize="sm">
      {children}
      {required ? (
        <Text as="span" color="danger.fg" aria-hidden="true" ms="1" data-testid="required-indicator">
          *
        </Text>
      ) : null}
    </Text>
  );
}
