import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useDeferredValue } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useShallow } from 'zustand/react/shallow';
import { LoadingScreen } from '../../components/ui/loading-screen';
import { paths } from '../../config/paths';
import { carriedLocation } from '../../domains/session/return-to';
import { useSessionStore } from '../../domains/session/session-store';
import { Redirecting } from './redirecting';

export const REDIRECTING_TO_LOGIN_TEXT = msg`Redirecting to login...`;
export const CHECKING_SESSION_TEXT = msg`Checking your session...`;

/** The /app area: a spinner while the session check runs, login for visitors, set-password first time. */
export function ProtectedRoute() {
  const location = useLocation();
  const { isSessionLoading, isLoggedIn, userData, endedSession } = useSessionStore(
    useShallow((state) => ({
      isSessionLoading: state.isSessionLoading,
      isLoggedIn: state.isLoggedIn,
      userData: state.userData,
      endedSession: state.endedSession,
    })),
  );
  // The signed-in frame's first render is the app's largest: once the session is known it renders as a
  // transition, in slices the browser can interleave with input, while the spinner stays on screen.
  const frameWaits = useDeferredValue(isSessionLoading);
  if (isSessionLoading || frameWaits) return <LoadingScreen text={i18n._(CHECKING_SESSION_TEXT)} />;
  if (!isLoggedIn) {
    return (
      <Redirecting
        text={i18n._(REDIRECTING_TO_LOGIN_TEXT)}
        to={paths.login.getHref()}
        state={{ from: carriedLocation(location, endedSession) }}
      />
    );
  }
  if (userData.password_setup_at === null && location.pathname !== paths.app.setPassword.path) {
    return <Navigate to={paths.app.setPassword.getHref(userData.email ?? '')} replace />;
  }
  return <Outlet />;
}
