import { msg, plural } from '@lingui/core/macro';

// The dropdown texts of rule UI-11, to the letter; translated where shown.
export const SELECT_TEXTS = {
  noOptions: msg`No options`,
  loading: msg`Loading...`,
  placeholder: msg`Select...`,
} as const;

/** '{n} result(s) available' */
export function resultsAvailable(count: number): string {
  return plural(count, { one: '# result(s) available', other: '# result(s) available' });
}
