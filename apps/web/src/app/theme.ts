import { createTheme } from '@mantine/core';

// Breakpoints stay Mantine's defaults: `sm` = 48em = 768 px is the side-menu breakpoint of spec §9.
export const theme = createTheme({
  primaryColor: 'teal',
  defaultRadius: 'md',
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", "Liberation Sans", sans-serif',
});
