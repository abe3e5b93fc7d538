import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { LoadingScreen } from '../../components/ui/loading-screen';

export interface RedirectingProps {
  text: string;
  to: string;
  state?: unknown;
}

/** Says where the visitor is going, then goes there, replacing the current history entry. */
export function Redirecting({ text, to, state }: RedirectingProps) {
  const navigate = useNavigate();
  useEffect(() => {
    navigate(to, { replace: true, state });
  }, [navigate, to, state]);
  return <LoadingScreen text={text} />;
}
