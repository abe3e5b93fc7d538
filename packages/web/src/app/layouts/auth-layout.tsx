import { Box, Flex, Text } from '@chakra-ui/react';
import { Outlet } from 'react-router-dom';

/** The frame of the sign-in screens: a centred card. */
export function AuthLayout() {
  return (
    <Flex as="main" minH="100dvh" align="center" justify="center" bg="bg.subtle" p="4">
      <Box w="full" maxW="md" bg="bg" borderRadius="lg" boxShadow="md" p={{ base: '6', md: '8' }}>
        <Text fontWeight="bold" color="brand.500" fontSize="lg" mb="6">
          Northwind
        </Text>
        <Outlet />
      </Box>
    </Flex>
  );
}

export { AuthLayout as Component };
