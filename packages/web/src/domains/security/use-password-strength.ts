import { useEffect, useState } from 'react';
import { checkPassword } from './password-rule';
import { type PasswordStrength, passwordStrength, preloadPasswordStrength } from './password-strength';

/**
 * The strength of a password being typed, once it meets the rule (before that the checklist says what is
 * missing); null until then and while the estimator loads. The estimator starts loading at the first character.
 */
export function usePasswordStrength(password: string): PasswordStrength | null {
  const [rated, setRated] = useState<{ password: string; strength: PasswordStrength } | null>(null);
  const typed = password.length > 0;
  const meetsRule = typed && checkPassword(password).every((check) => check.met);

  useEffect(() => {
    if (!typed) return;
    if (!meetsRule) return preloadPasswordStrength();
    let live = true;
    passwordStrength(password).then(
      (strength) => live && setRated({ password, strength }),
      () => {}, // a hint that cannot load is no hint: the bank still judges the password
    );
    return () => {
      live = false;
    };
  }, [password, typed, meetsRule]);

  return meetsRule && rated?.password === password ? rated.strength : null;
}
