/** The frame's fixed measures, shared by the pieces that must line up with them. */

/** The header bar's height: the toasts start below it so they never cover its controls (Log out, the user). */
export const APP_HEADER_HEIGHT_PX = 64;

/** The gap between the header bar and the first toast. */
export const TOAST_GAP_PX = 8;
