// The push error the native app shows (spec §8 "Push": 'Profile not found! Cannot register device'),
// raised outside React by the push set-up at start-up, hence an imperative toast.
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/error-text.ts';

const ERROR_PREFIXES = ['notifications.errors'];

export function NativePushErrorText({ error }: { error: unknown }) {
  const { t } = useTranslation();
  return <>{errorText(t, error, { prefixes: ERROR_PREFIXES })}</>;
}

export function showNativePushError(error: unknown): void {
  notifications.show({ id: 'native-push-error', color: 'red', message: <NativePushErrorText error={error} /> });
}
