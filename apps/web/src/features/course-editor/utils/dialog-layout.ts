// The dialog lies above everything (spec §9: z-index 10000). The rule for every dialog lives in
// components/dialog-layout.ts; the dialog applies it to its own subtree as well, so it holds wherever the
// dialog is rendered (the app theme applies it too).
import { createTheme } from '@mantine/core';
import { DIALOG_Z_INDEX, dialogThemeComponents, OVER_DIALOG_Z_INDEX } from '../../../components/dialog-layout.ts';

export const COURSE_DIALOG_Z_INDEX = DIALOG_Z_INDEX;
export const COURSE_DIALOG_POPOVER_Z_INDEX = OVER_DIALOG_Z_INDEX;

/** Theme for the dialog's subtree: the dialog layout, popovers (Combobox, Menu, date pickers) above it. */
export const courseDialogTheme = createTheme({ components: { ...dialogThemeComponents } });
