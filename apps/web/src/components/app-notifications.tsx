// Where toasts appear (issue 17): never over a dialog's or editor's primary button. Those sit at the
// bottom (Publish, Save), and on a phone a dialog fills the screen, so toasts go to the top: centred on a
// phone (the whole width is the dialog), at the top right on a desktop (beside the 70% dialog's title).
import { useMediaQuery } from '@mantine/hooks';
import { Notifications, type NotificationsProps } from '@mantine/notifications';
import { NOTIFICATION_Z_INDEX } from './dialog-layout.ts';

/** The side menu breakpoint of spec §9 (768 px), as in the dialogs' CSS. */
const NARROW = '(max-width: 48em)';

export function notificationPosition(narrow: boolean): NonNullable<NotificationsProps['position']> {
  return narrow ? 'top-center' : 'top-right';
}

export function AppNotifications() {
  const narrow = useMediaQuery(NARROW) ?? false;
  return <Notifications zIndex={NOTIFICATION_Z_INDEX} position={notificationPosition(narrow)} />;
}
