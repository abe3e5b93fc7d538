import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Outlet, useLocation } from 'react-router-dom';
import { useShallow } from 'zustand/react/shallow';
import { LoadingScreen } from '../../components/ui/loading-screen';
import { paths } from '../../config/paths';
import { returnTarget } from '../../domains/session/return-to';
import { useSessionStore } from '../../domains/session/session-store';
import { CHECKING_SESSION_TEXT } from './protected-route';
import { Redirecting } from './redirecting';
import { readCarriedFrom } from './route-state';

export const REDIRECTING_TO_DASHBOARD_TEXT = msg`Redirecting to dashboard...`;

/**
 * Public screens are for visitors only. A logged-in user goes to the dashboard, or back to the location
 * carried to /login when that is a safe path inside /app meant for them (this is how a fresh login returns
 * the user; rule SES-20).
 */
export function PublicOnlyRoute() {
  const location = useLocation();
  const { isSessionLoading, isLoggedIn, userRef } = useSessionStore(
    useShallow((state) => ({
      isSessionLoading: state.isSessionLoading,
      isLoggedIn: state.isLoggedIn,
      userRef: state.userRef,
    })),
  );
  if (isSessionLoading) return <LoadingScreen text={i18n._(CHECKING_SESSION_TEXT)} />;
  if (isLoggedIn) {
    const target = returnTarget(readCarriedFrom(location.state), userRef) ?? paths.app.dashboard.getHref();
    return <Redirecting text={i18n._(REDIRECTING_TO_DASHBOARD_TEXT)} to={target} />;
  }
  return <Outlet />;
}
