import type { ReactNode, RefObject } from 'react';
import type { ButtonVariant } from './button';

/** Stacking, overlay and size of rule UI-05. */
export const MODAL_Z_INDEX = 13;
export const MODAL_OVERLAY = 'rgba(0, 0, 0, 0.65)';
export const MODAL_MAX_WIDTH = '550px';
export const MODAL_MAX_HEIGHT = '94vh';
export const DIALOG_MIN_HEIGHT = '200px';

/** 'default' is a side panel; 'other' a centred dialog. */
export type ModalType = 'default' | 'other';
export type ModalPosition = 'left' | 'right' | 'center';

export interface ModalProps {
  open: boolean;
  /** Called on overlay click, Escape, the close button and (by default) Cancel. */
  onClose: () => void;
  title: ReactNode;
  children?: ReactNode;
  type?: ModalType;
  /** Where the panel sits; right for side panels and centre for dialogs by default. */
  position?: ModalPosition;
  okText?: string;
  cancelText?: string;
  onOk?: () => void;
  onCancel?: () => void;
  okVariant?: ButtonVariant;
  okLoading?: boolean;
  okDisabled?: boolean;
  /** Hide the button row (e.g. when the body is a form with its own buttons). */
  hideFooter?: boolean;
  hideCancel?: boolean;
  /** Replaces the default buttons. */
  footer?: ReactNode;
  /** Portal container; document.body by default. */
  container?: RefObject<HTMLElement | null>;
}
