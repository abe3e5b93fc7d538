import { t } from '@lingui/core/macro';
import { create } from 'zustand';
import type { ButtonVariant } from './button';

export interface ConfirmDialogFields {
  open: boolean;
  title: string;
  message: string;
  okText: string;
  cancelText: string;
  actionBtnType: ButtonVariant;
  /** Runs on confirm; the dialog waits for a returned promise before closing. */
  action: (() => void | Promise<void>) | null;
}

/** The closed dialog: its texts are filled in when it opens, in the language of that moment. */
export const CONFIRM_DIALOG_DEFAULTS: ConfirmDialogFields = {
  open: false,
  title: '',
  message: '',
  okText: '',
  cancelText: '',
  actionBtnType: 'danger',
  action: null,
};

/** Defaults of rule UI-07: 'Confirm Action', 'Yes, continue', 'No, cancel', 'danger'. */
function openDefaults(): ConfirmDialogFields {
  return {
    ...CONFIRM_DIALOG_DEFAULTS,
    title: t`Confirm Action`,
    okText: t`Yes, continue`,
    cancelText: t`No, cancel`,
  };
}

export type OpenConfirmDialogOptions = Partial<Omit<ConfirmDialogFields, 'open'>>;

interface ConfirmDialogState extends ConfirmDialogFields {
  openConfirmDialog: (options: OpenConfirmDialogOptions) => void;
  /** Closes and resets every field to its default. */
  closeConfirmDialog: () => void;
}

export const useConfirmDialogStore = create<ConfirmDialogState>()((set) => ({
  ...CONFIRM_DIALOG_DEFAULTS,
  openConfirmDialog: (options) => set({ ...openDefaults(), ...stripUndefined(options), open: true }),
  closeConfirmDialog: () => set({ ...CONFIRM_DIALOG_DEFAULTS }),
}));

function stripUndefined(options: OpenConfirmDialogOptions): OpenConfirmDialogOptions {
  return Object.fromEntries(Object.entries(options).filter(([, v]) => v !== undefined));
}

/** Opens the shared confirmation dialog from anywhere (no hook needed). */
export function openConfirmDialog(options: OpenConfirmDialogOptions): void {
  useConfirmDialogStore.getState().openConfirmDialog(options);
}

export function closeConfirmDialog(): void {
  useConfirmDialogStore.getState().closeConfirmDialog();
}
