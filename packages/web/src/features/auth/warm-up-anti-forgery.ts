import { readCookie, XSRF_COOKIE_NAME } from '@portal/api-types';
import { api } from '../../domains/session/api-client';

/**
 * Fetches the anti-forgery cookie while the visitor is still typing, when the browser has none yet: the sign-in
 * post then leaves at once instead of after GET /auth/xsrf. A failure changes nothing: the post asks
 * for the cookie itself.
 */
export function warmUpAntiForgery(): void {
  if (readCookie(XSRF_COOKIE_NAME)) return;
  void api.ensureXsrfToken().catch(() => {});
}
