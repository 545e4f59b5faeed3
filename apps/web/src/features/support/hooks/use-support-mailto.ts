// Builds the support mailto link for the current user and device, translated. In the native app the app
// version, system, device and installation id come from the Capacitor plugins once they answer (issue 19);
// until then, and on the web, from the build and the user agent.
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { version as buildVersion } from '../../../../package.json';
import { isNativePlatform } from '../../../lib/platform.ts';
import { describeDevice } from '../utils/device-info.ts';
import { getInstallationId } from '../utils/installation-id.ts';
import { readNativeDeviceDetails, type NativeDeviceDetails } from '../utils/native-device-info.ts';
import { supportAddress, supportMailto } from '../utils/support-mail.ts';

const configuredAddress = import.meta.env.VITE_SUPPORT_EMAIL as string | undefined;

export interface SupportMailOptions {
  userId: number | null;
  /** Campus origin; its host names the default support address. */
  campusUrl: string;
}

const log = (message: string, error: unknown) => console.warn(message, error);

/** The native plugins' answers (nothing on the web). */
function useNativeDeviceDetails(): Partial<NativeDeviceDetails> {
  const [details, setDetails] = useState<Partial<NativeDeviceDetails>>({});
  useEffect(() => {
    if (!isNativePlatform()) return undefined;
    let live = true;
    import('../utils/native-device-plugins.ts')
      .then(({ capacitorDeviceSource }) => readNativeDeviceDetails(capacitorDeviceSource, log))
      .then((read) => {
        if (live) setDetails(read);
      })
      .catch((error: unknown) => log('device plugins unavailable', error));
    return () => {
      live = false;
    };
  }, []);
  return details;
}

export function useSupportMailto({ userId, campusUrl }: SupportMailOptions): { href: string; address: string } {
  const { t } = useTranslation();
  const native = useNativeDeviceDetails();
  return useMemo(() => {
    const address = supportAddress(configuredAddress, campusUrl);
    const web = describeDevice(navigator.userAgent);
    const details = { appVersion: buildVersion, os: web.os, device: web.device, installationId: getInstallationId(), ...native, userId };
    const href = supportMailto(
      address,
      details,
      {
        subject: t('support.subject', { app: t('app.name') }),
        intro: t('support.intro'),
        labels: {
          appVersion: t('support.labels.appVersion'),
          os: t('support.labels.os'),
          userId: t('support.labels.userId'),
          device: t('support.labels.device'),
          installationId: t('support.labels.installationId'),
        },
        unknown: t('support.unknown'),
      },
    );
    return { href, address };
  }, [t, userId, campusUrl, native]);
}
