// Builds the support mailto link for the current user and device, translated.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { version as appVersion } from '../../../../package.json';
import { describeDevice } from '../utils/device-info.ts';
import { getInstallationId } from '../utils/installation-id.ts';
import { supportAddress, supportMailto } from '../utils/support-mail.ts';

const configuredAddress = import.meta.env.VITE_SUPPORT_EMAIL as string | undefined;

export interface SupportMailOptions {
  userId: number | null;
  /** Campus origin; its host names the default support address. */
  campusUrl: string;
}

export function useSupportMailto({ userId, campusUrl }: SupportMailOptions): { href: string; address: string } {
  const { t } = useTranslation();
  return useMemo(() => {
    const address = supportAddress(configuredAddress, campusUrl);
    const { os, device } = describeDevice(navigator.userAgent);
    const href = supportMailto(
      address,
      { appVersion, os, userId, device, installationId: getInstallationId() },
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
  }, [t, userId, campusUrl]);
}
