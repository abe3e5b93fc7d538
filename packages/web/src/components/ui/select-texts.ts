// The dropdown texts of rule UI-11, to the letter.
export const SELECT_TEXTS = {
  noOptions: 'No options',
  loading: 'Loading...',
  placeholder: 'Select...',
} as const;

/** '{n} result(s) available' */
export function resultsAvailable(count: number): string {
  return `${count} result(s) available`;
}
