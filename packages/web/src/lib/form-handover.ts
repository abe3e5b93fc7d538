/** What a form drawn before its code arrived holds, for the form that takes its place. */
export interface FormHandover {
  /** Each named input's value (a checkbox's: whether it is ticked). */
  values: Record<string, string | boolean>;
  /** The input that had the focus, with its caret or selection where the input type has one. */
  focused: { name: string; start: number | null; end: number | null } | null;
}

const namedInputs = (form: HTMLFormElement | null) =>
  form
    ? [...form.elements].filter((e): e is HTMLInputElement => e instanceof HTMLInputElement && !!e.name)
    : [];

/** Reads a form's inputs: what has been typed or ticked, and where the caret is. */
export function readHandover(form: HTMLFormElement | null): FormHandover {
  const values: FormHandover['values'] = {};
  let focused: FormHandover['focused'] = null;
  for (const input of namedInputs(form)) {
    values[input.name] = input.type === 'checkbox' ? input.checked : input.value;
    if (input === input.ownerDocument.activeElement)
      focused = { name: input.name, start: input.selectionStart, end: input.selectionEnd };
  }
  return { values, focused };
}

/** Puts the focus, caret and selection back on the input of the same name in the form that took over. */
export function restoreHandoverFocus(form: HTMLFormElement | null, { focused }: FormHandover): void {
  if (!focused) return;
  const input = namedInputs(form).find((candidate) => candidate.name === focused.name);
  if (!input) return;
  input.focus({ preventScroll: true });
  // Email and number inputs have no selection (their selectionStart is null).
  if (focused.start !== null && focused.end !== null && input.selectionStart !== null)
    input.setSelectionRange(focused.start, focused.end);
}
