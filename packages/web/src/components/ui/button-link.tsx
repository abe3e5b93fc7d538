import { Link } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { BUTTON_HEIGHTS } from './button';

/** A link within the app that looks like a primary button: it leads somewhere rather than does something. */
export function ButtonLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      asChild
      bg="brand.500"
      color="white"
      px="5"
      h={BUTTON_HEIGHTS.medium}
      display="inline-flex"
      alignItems="center"
      borderRadius="md"
      fontWeight="semibold"
      _hover={{ bg: 'brand.600', textDecoration: 'none' }}
    >
      <RouterLink to={to}>{children}</RouterLink>
    </Link>
  );
}
