import { Flex, IconButton, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../components/ui/button';
import { useSessionStore } from '../../domains/session/session-store';
import { useLogout } from '../../domains/session/use-logout';
import { useMobileMenuStore } from '../../stores/mobile-menu-store';
import { AccountSwitcher } from './account-switcher';
import { ColorModeToggle } from './color-mode-toggle';
import { APP_HEADER_HEIGHT_PX } from './frame-sizes';
import { HeaderToastSlot } from './header-toast-slot';
import { MenuIcon } from './menu-icons';

/** The top bar: the mobile menu button, the account switcher, the user, light or dark, and Log out. */
export function AppHeader() {
  const { t } = useLingui();
  const name = useSessionStore((state) => state.userData.name);
  const email = useSessionStore((state) => state.userData.email);
  const isMenuOpen = useMobileMenuStore((state) => state.isOpen);
  const setMenuOpen = useMobileMenuStore((state) => state.setOpen);
  const logout = useLogout();
  return (
    <Flex
      as="header"
      align="center"
      gap={{ base: '2', sm: '3' }}
      px={{ base: '2', sm: '3', md: '6' }}
      h={`${APP_HEADER_HEIGHT_PX}px`}
      flexShrink={0}
      borderBottomWidth="1px"
      position="sticky"
      top="0"
      bg="bg"
      zIndex="10"
    >
      <IconButton
        display={{ base: 'inline-flex', md: 'none' }}
        variant="ghost"
        aria-label={t`Open menu`}
        aria-expanded={isMenuOpen}
        onClick={() => setMenuOpen(true)}
      >
        <MenuIcon />
      </IconButton>
      <AccountSwitcher />
      <HeaderToastSlot />
      <Stack gap="0" textAlign="end" display={{ base: 'none', sm: 'flex' }} data-testid="current-user">
        <Text fontWeight="semibold" fontSize="sm">
          {name}
        </Text>
        <Text color="fg.muted" fontSize="xs">
          {email}
        </Text>
      </Stack>
      <ColorModeToggle />
      <Button variant="outline" size="small" onClick={() => void logout()}>
        <Trans>Log out</Trans>
      </Button>
    </Flex>
  );
}
