import { IconButton } from '@chakra-ui/react';
import { toastError, toastInfo } from '../../lib/toast';
import { CopyIcon } from './icons';

export const COPIED_TEXT = 'Copied to clipboard';
export const COPY_FAILED_PREFIX = 'Failed to clipboard: ';

function reasonOf(error: unknown): string {
  if (error instanceof Error) return error.message;
  return String(error);
}

/** Copies text; info toast on success; error toast and an alert on failure (rule UI-23). */
export async function copyToClipboard(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard?.writeText) throw new Error('Clipboard is not available');
    await navigator.clipboard.writeText(text);
    toastInfo(COPIED_TEXT);
    return true;
  } catch (error) {
    const message = `${COPY_FAILED_PREFIX}${reasonOf(error)}`;
    toastError(message);
    window.alert(message);
    return false;
  }
}

export interface CopyToClipboardProps {
  text: string;
  /** What is copied, for the accessible name: 'Copy {label}'. */
  label?: string;
  size?: 'xs' | 'sm' | 'md';
}

export function CopyToClipboard({ text, label = 'to clipboard', size = 'sm' }: CopyToClipboardProps) {
  return (
    <IconButton
      type="button"
      variant="ghost"
      size={size}
      aria-label={`Copy ${label}`}
      onClick={() => {
        void copyToClipboard(text);
      }}
    >
      <CopyIcon />
    </IconButton>
  );
}
