import { createTheme } from '@mantine/core';
import { dialogThemeComponents } from '../components/dialog-layout.ts';

// Breakpoints stay Mantine's defaults: `sm` = 48em = 768 px is the side-menu breakpoint of spec §9.
// Dialogs (spec §9 "Layout"): see components/dialog-layout.ts.
export const theme = createTheme({
  primaryColor: 'teal',
  defaultRadius: 'md',
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", "Liberation Sans", sans-serif',
  components: { ...dialogThemeComponents },
});
