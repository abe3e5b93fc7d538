import { afterEach, describe, expect, it } from 'vitest';
import { readHandover, restoreHandoverFocus } from './form-handover';

function form(html: string): HTMLFormElement {
  const element = document.createElement('form');
  element.innerHTML = html;
  document.body.append(element);
  return element;
}

const FIELDS =
  '<input name="email" type="email"><input name="password" type="password"><input name="keep" type="checkbox"><input type="text">';

describe('form handover', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('reads each named input, a checkbox as ticked or not, and where the caret is', () => {
    const first = form(FIELDS);
    (first.elements.namedItem('email') as HTMLInputElement).value = 'ada@northwind.test';
    const password = first.elements.namedItem('password') as HTMLInputElement;
    password.value = 'Secret#2026';
    (first.elements.namedItem('keep') as HTMLInputElement).checked = true;
    password.focus();
    password.setSelectionRange(1, 4);
    expect(readHandover(first)).toEqual({
      values: { email: 'ada@northwind.test', password: 'Secret#2026', keep: true },
      focused: { name: 'password', start: 1, end: 4 },
    });
    expect(readHandover(null)).toEqual({ values: {}, focused: null });
  });

  it('puts the focus and the selection back on the input of the same name', () => {
    const next = form(FIELDS);
    const password = next.elements.namedItem('password') as HTMLInputElement;
    password.value = 'Secret#2026';
    restoreHandoverFocus(next, { values: {}, focused: { name: 'password', start: 2, end: 6 } });
    expect(document.activeElement).toBe(password);
    expect([password.selectionStart, password.selectionEnd]).toEqual([2, 6]);
    // An email input has no selection: the focus alone moves.
    restoreHandoverFocus(next, { values: {}, focused: { name: 'email', start: null, end: null } });
    expect(document.activeElement).toBe(next.elements.namedItem('email'));
  });
});
