import { Box, Flex, Text } from '@chakra-ui/react';
import { Outlet } from 'react-router-dom';
import { ConnectionBanner } from '../../components/connection-banner';
import { ColorModeSwitch } from '../../components/ui/color-mode-switch';
import { LanguageSelect } from '../../components/ui/language-select';
import { useSignedOutAppearance } from '../../domains/preferences/signed-out-appearance';
import { useSignedOutLanguage } from '../../domains/preferences/signed-out-language';

/**
 * The frame of the sign-in screens: a centred card, with the language menu and the light and dark switch (kept in
 * this browser, saved for the user at sign-in; apart from the signed-in header's, so this route carries no saving
 * code).
 */
export function AuthLayout() {
  const appearance = useSignedOutAppearance();
  const language = useSignedOutLanguage();
  return (
    <Flex as="main" minH="100dvh" direction="column" bg="bg.subtle">
      <ConnectionBanner />
      <Flex flex="1" align="center" justify="center" p="4">
        <Box w="full" maxW="md" bg="bg" borderRadius="lg" boxShadow="md" p={{ base: '6', md: '8' }}>
          <Flex align="center" justify="space-between" mb="6">
            <Text fontWeight="bold" color="brand.fg" fontSize="lg">
              Northwind
            </Text>
            <Flex align="center" gap="1">
              <LanguageSelect {...language} />
              <ColorModeSwitch {...appearance} />
            </Flex>
          </Flex>
          <Outlet />
        </Box>
      </Flex>
    </Flex>
  );
}

export { AuthLayout as Component };
