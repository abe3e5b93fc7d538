/** Option item of a select (rule UI-11): label, value, disabled, type. */
export interface OptionItem<V extends string = string> {
  label: string;
  value: V;
  disabled?: boolean;
  type?: string;
}

/** An error shows under a select or radio group only when the flag is on and a message is given. */
export function visibleError(
  error: boolean | undefined,
  errorMessage: string | undefined,
): string | undefined {
  return error && errorMessage ? errorMessage : undefined;
}
