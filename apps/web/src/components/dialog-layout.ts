// Spec §9 "Layout", the one place for every dialog: z-index 10000, 70% wide on desktop, the full screen
// (100vw) below the 768 px breakpoint (dialog.module.css). What opens from a dialog is portalled to the
// body and lies above it: dropdowns, date pickers and menus (Popover), tooltips, notifications, and a
// confirmation opened from a dialog (`zIndex: OVER_DIALOG_Z_INDEX`). app/theme.ts applies this to the app.
import { Modal, Popover, Tooltip } from '@mantine/core';
import classes from './dialog.module.css';

export const DIALOG_Z_INDEX = 10_000;
export const OVER_DIALOG_Z_INDEX = DIALOG_Z_INDEX + 1;
/** Notifications stay readable above a dialog and its dropdowns. */
export const NOTIFICATION_Z_INDEX = DIALOG_Z_INDEX + 2;
/** Desktop width; below 48em the CSS makes the dialog 100vw wide and full height. */
export const DIALOG_SIZE = '70%';

/** Theme `components` for Modal (every dialog, also `modals.open*`), Popover and Tooltip. */
export const dialogThemeComponents = {
  Modal: Modal.extend({
    defaultProps: { zIndex: DIALOG_Z_INDEX, size: DIALOG_SIZE },
    classNames: { root: classes.root, inner: classes.inner, content: classes.content },
  }),
  Popover: Popover.extend({ defaultProps: { zIndex: OVER_DIALOG_Z_INDEX } }),
  Tooltip: Tooltip.extend({ defaultProps: { zIndex: OVER_DIALOG_Z_INDEX } }),
};
