// The dialog lies above everything (spec §9: z-index 10000). Every dropdown inside it (comboboxes, date
// pickers, the rich-text editor's menus) is portalled to the body and must lie above the dialog; so must
// the discard confirmation.
import { createTheme, Popover, Tooltip } from '@mantine/core';

export const COURSE_DIALOG_Z_INDEX = 10_000;
export const COURSE_DIALOG_POPOVER_Z_INDEX = COURSE_DIALOG_Z_INDEX + 1;

/** Theme for the dialog's subtree: popovers (Combobox, Menu and the date pickers use Popover) above it. */
export const courseDialogTheme = createTheme({
  components: {
    Popover: Popover.extend({ defaultProps: { zIndex: COURSE_DIALOG_POPOVER_Z_INDEX } }),
    Tooltip: Tooltip.extend({ defaultProps: { zIndex: COURSE_DIALOG_POPOVER_Z_INDEX } }),
  },
});
