// `push-notification-settings` (spec §2, issue 16): which notifications come as push, and web push on
// this device.
import { PushSettingsPage } from '../../features/notifications/components/push-settings-page.tsx';

export function PushNotificationSettingsRoute() {
  return <PushSettingsPage />;
}
