import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/** The contract's OpaqueToken; anything else is not sent (it could only be refused). */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{16,256}$/;

export interface UrlToken {
  /** The token read from `?token=`, kept in memory only; null when missing or malformed. */
  token: string | null;
  /** Whether the link had a token parameter at all. */
  present: boolean;
}

/**
 * Reads `?token=` once and at once removes it from the address bar (replacing the history entry), so the
 * token never lingers in the URL, the history or a Referer. The value stays in component memory.
 */
export function useUrlToken(): UrlToken {
  const location = useLocation();
  const navigate = useNavigate();
  const [read] = useState<UrlToken>(() => {
    const params = new URLSearchParams(location.search);
    const value = params.get('token');
    return { token: value && TOKEN_PATTERN.test(value) ? value : null, present: params.has('token') };
  });

  useEffect(() => {
    const params = new URLSearchParams(location.search);
    if (!params.has('token')) return;
    params.delete('token');
    const search = params.toString();
    navigate(
      { pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash },
      { replace: true, state: location.state },
    );
  }, [location, navigate]);

  return read;
}
