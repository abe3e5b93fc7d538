import { Box, Flex, Text } from '@chakra-ui/react';
import { Outlet } from 'react-router-dom';
import { ColorModeSwitch } from '../../components/ui/color-mode-switch';
import { useSignedOutAppearance } from '../../domains/preferences/signed-out-appearance';

/**
 * The frame of the sign-in screens: a centred card, with the light and dark switch (kept in this browser, saved for
 * the user at sign-in; apart from the signed-in header's, so this route carries no saving code).
 */
export function AuthLayout() {
  const appearance = useSignedOutAppearance();
  return (
    <Flex as="main" minH="100dvh" align="center" justify="center" bg="bg.subtle" p="4">
      <Box w="full" maxW="md" bg="bg" borderRadius="lg" boxShadow="md" p={{ base: '6', md: '8' }}>
        <Flex align="center" justify="space-between" mb="6">
          <Text fontWeight="bold" color="brand.fg" fontSize="lg">
            Northwind
          </Text>
          <ColorModeSwitch {...appearance} />
        </Flex>
        <Outlet />
      </Box>
    </Flex>
  );
}

export { AuthLayout as Component };
