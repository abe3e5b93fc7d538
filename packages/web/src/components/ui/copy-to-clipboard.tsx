import { IconButton } from '@chakra-ui/react';
import { i18n } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { toastError, toastInfo } from '../../lib/toast';
import { CopyIcon } from './icons';

export const COPIED_TEXT = msg`Copied to clipboard`;

function reasonOf(error: unknown): string {
  if (error instanceof Error) return error.message;
  return String(error);
}

/** Copies text; info toast on success; error toast and an alert on failure (rule UI-23). */
export async function copyToClipboard(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard?.writeText) throw new Error('Clipboard is not available');
    await navigator.clipboard.writeText(text);
    toastInfo(i18n._(COPIED_TEXT));
    return true;
  } catch (error) {
    const reason = reasonOf(error);
    const message = t`Failed to clipboard: ${reason}`;
    toastError(message);
    window.alert(message);
    return false;
  }
}

export interface CopyToClipboardProps {
  text: string;
  /** What is copied, for the accessible name: 'Copy {label}' ('Copy to clipboard' without it). */
  label?: string;
  size?: 'xs' | 'sm' | 'md';
}

export function CopyToClipboard({ text, label, size = 'sm' }: CopyToClipboardProps) {
  const { t } = useLingui();
  return (
    <IconButton
      type="button"
      variant="ghost"
      size={size}
      aria-label={label === undefined ? t`Copy to clipboard` : t`Copy ${label}`}
      onClick={() => {
        void copyToClipboard(text);
      }}
    >
      <CopyIcon />
    </IconButton>
  );
}
