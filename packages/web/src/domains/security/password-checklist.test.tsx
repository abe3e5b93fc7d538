import { PASSWORD_MESSAGES } from '@portal/api-types/password-policy';
import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { normalizeOtpCode, OtpCodeInput } from '../../components/ui/otp-code-input';
import { renderUi } from '../../testing/render';
import { PasswordChecklist } from './password-checklist';
import { groupSecret, isQrDataUrl } from './two-factor-setup-panel';

describe('PasswordChecklist', () => {
  it('lists the six messages and ticks the ones met', () => {
    renderUi(<PasswordChecklist password="abcdefgh" />);
    const items = within(screen.getByRole('list', { name: 'Password requirements' })).getAllByRole(
      'listitem',
    );
    expect(items.map((item) => item.textContent?.replace(/\((not )?met\)$/, ''))).toEqual(
      Object.values(PASSWORD_MESSAGES),
    );
    expect(items.map((item) => item.getAttribute('data-met'))).toEqual([
      'true',
      'true',
      'true',
      'false',
      'false',
      'false',
    ]);
    expect(items[3]).toHaveTextContent('(not met)');
  });

  it('ticks nothing while the field is empty, then ticks as the user types', () => {
    const { rerender } = renderUi(<PasswordChecklist password="" />);
    const met = () =>
      within(screen.getByRole('list', { name: 'Password requirements' }))
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('data-met'));
    expect(met()).toEqual(Array(6).fill('false'));
    expect(screen.getByText(PASSWORD_MESSAGES.max)).toBeInTheDocument();
    rerender(<PasswordChecklist password="a" />);
    expect(met().filter((m) => m === 'true')).toHaveLength(2);
  });

  it('adds a strength hint, announced politely, once the rule is met', async () => {
    const { rerender } = renderUi(<PasswordChecklist password="Passw" />);
    const hint = screen.getByTestId('password-strength');
    expect(hint).toHaveAttribute('aria-live', 'polite');
    expect(hint).toBeEmptyDOMElement();
    rerender(<PasswordChecklist password="Password1!" />);
    await waitFor(() =>
      expect(hint).toHaveTextContent('Strength: weak. Easy to guess; choose a less predictable one.'),
    );
    rerender(<PasswordChecklist password="v7#Tq!mZp2@Lw9x" />);
    await waitFor(() => expect(hint).toHaveTextContent('Strength: strong.'));
    // Back below the rule: the checklist says what is missing, the hint says nothing.
    rerender(<PasswordChecklist password="v7#Tq" />);
    expect(hint).toBeEmptyDOMElement();
  });
});

function CodeHarness({ onComplete, refuse }: { onComplete: (code: string) => void; refuse?: string }) {
  const [code, setCode] = useState('');
  const [refused, setRefused] = useState<string | null>(null);
  return (
    <OtpCodeInput
      value={code}
      onChange={setCode}
      error={
        refused !== null && refused === code ? 'The verification code is invalid or has expired.' : undefined
      }
      onComplete={(next) => {
        onComplete(next);
        if (next === refuse) setRefused(next);
      }}
    />
  );
}

describe('OtpCodeInput', () => {
  it('keeps digits only, at most six', () => {
    expect(normalizeOtpCode('123 456')).toBe('123456');
    expect(normalizeOtpCode('12-34-56-78')).toBe('123456');
    expect(normalizeOtpCode('ab')).toBe('');
  });

  it('accepts a pasted code with a space and completes once', async () => {
    const completed: string[] = [];
    const { user } = renderUi(<CodeHarness onComplete={(code) => completed.push(code)} />);
    const input = screen.getByLabelText(/^Verification code/);
    expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    await user.click(input);
    await user.paste('123 456');
    expect(input).toHaveValue('123456');
    expect(completed).toEqual(['123456']);
  });

  it('completes when the sixth digit is typed', async () => {
    const completed: string[] = [];
    const { user } = renderUi(<CodeHarness onComplete={(code) => completed.push(code)} />);
    await user.type(screen.getByLabelText(/^Verification code/), '12a3456');
    expect(completed).toEqual(['123456']);
  });
});

describe('OtpCodeInput refused', () => {
  it('keeps the refused code selected in the focused field, and sends the next one pasted over it', async () => {
    const completed: string[] = [];
    const { user } = renderUi(<CodeHarness refuse="000000" onComplete={(code) => completed.push(code)} />);
    const input = screen.getByLabelText(/^Verification code/) as HTMLInputElement;
    await user.type(input, '000000');
    expect(input).toHaveAccessibleDescription('The verification code is invalid or has expired.');
    expect(input).toHaveFocus();
    expect(input).toHaveValue('000000');
    expect([input.selectionStart, input.selectionEnd]).toEqual([0, 6]);
    await user.paste('123456');
    expect(completed).toEqual(['000000', '123456']);
    expect(input).not.toHaveAttribute('aria-invalid', 'true');
  });
});

describe('two-factor setup helpers', () => {
  it('accepts only a PNG data URL as the QR code', () => {
    expect(isQrDataUrl('data:image/png;base64,iVBORw0KGgo=')).toBe(true);
    expect(isQrDataUrl('https://evil.test/qr.png')).toBe(false);
    expect(isQrDataUrl('data:text/html;base64,PHNjcmlwdD4=')).toBe(false);
  });

  it('groups the secret by four', () => {
    expect(groupSecret('GRACEHOPPERNORTHWIND')).toBe('GRAC EHOP PERN ORTH WIND');
  });
});
