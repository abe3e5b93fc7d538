import { Box, Flex } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { ConnectionBanner } from '../../components/connection-banner';
import { useNarrowScreen } from '../../components/ui/data-table/use-narrow-screen';
import { useUnreadCountRefresh } from '../../domains/notifications/notifications';
import { useSavedAppearance } from '../../domains/preferences/use-appearance';
import { useSavedLanguage } from '../../domains/preferences/use-language';
import { useOrganizationAccounts } from '../../domains/session/current-account';
import { whenIdle } from '../../lib/deferred-module';
import { requireCatalog } from '../../lib/i18n/catalogs';
import { usePartsAfterFirstRender } from '../../lib/use-after-first-render';
import { refreshScreen } from '../connection-recovery';
import { useRememberedData } from '../use-remembered-data';
import { AppHeader } from './app-header';
import { MobileMenu } from './mobile-menu';
import { NoOrganizationState, needsOrganization } from './no-organization-state';
import { QueryLayer } from './query-layout';
import { Sidebar } from './sidebar';

/**
 * The application frame of the /app area. It is at least as tall as the window (100dvh, so a phone's browser
 * bars are left out) and grows with the screen: a short screen never scrolls, a long one scrolls the document.
 * The main area is a flex column, so a screen that should fill the space below the header (not-found) can.
 */
export function AppLayout() {
  // A browser kept signed in keeps the last known balances for the next visit.
  useRememberedData();
  // The other screens' texts, once the first screen has what it shows: the next screen opens without them.
  useEffect(() => whenIdle(() => void requireCatalog('screens').catch(() => {})), []);
  const { pathname } = useLocation();
  const withoutOrganization = useOrganizationAccounts().length === 0 && needsOrganization(pathname);
  // Below md the desktop sidebar is never shown: not rendered at all there, it no longer costs a phone's first
  // render 85 of the dashboard's 570 elements. Read on the first render, so a desktop never lacks it.
  const narrow = useNarrowScreen();
  const queryClient = useQueryClient();

  return (
    <Flex minH="100dvh">
      <Box
        asChild
        position="absolute"
        insetStart="2"
        top="-20"
        _focus={{ top: '2', zIndex: 20, bg: 'bg', p: '2', borderRadius: 'md' }}
      >
        <a href="#main-content">
          <Trans>Skip to content</Trans>
        </a>
      </Box>
      <AfterFirstPaint>
        <SavedPreferences />
        <UnreadCountRefresh />
      </AfterFirstPaint>
      {narrow ? null : <Sidebar />}
      <MobileMenu />
      <Flex direction="column" flex="1" minW="0">
        <AppHeader />
        <ConnectionBanner onRetry={() => void refreshScreen(queryClient)} />
        <Box
          as="main"
          id="main-content"
          tabIndex={-1}
          flex="1"
          display="flex"
          flexDirection="column"
          p={{ base: '4', md: '6' }}
          outline="none"
        >
          {withoutOrganization ? <NoOrganizationState /> : <Outlet />}
        </Box>
      </Flex>
    </Flex>
  );
}

/**
 * What the frame asks the bank for beyond the screen waits for the screen's first paint: asked with the screen's
 * own data, each would hold back that paint by a round trip on a slow network.
 */
function AfterFirstPaint({ children }: { children: ReactNode }) {
  return usePartsAfterFirstRender(1) > 0 ? children : null;
}

/** The sidebar's unread count: refreshed every minute while visible (the query cache holds it). */
function UnreadCountRefresh() {
  useUnreadCountRefresh();
  return null;
}

/**
 * The appearance and language the user saved on any device replace this browser's once they arrive. A part of
 * its own, drawing nothing: their arrival draws it alone, not the whole frame.
 */
function SavedPreferences() {
  useSavedAppearance();
  useSavedLanguage();
  return null;
}

/** The frame as the router shows it: with the query cache its screens read (loaded with the frame, no later). */
export function Component() {
  return (
    <QueryLayer>
      <AppLayout />
    </QueryLayer>
  );
}
