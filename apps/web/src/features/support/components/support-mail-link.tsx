// "Contact support": opens the device's mail program with the prepared support request (spec §2).
import { Anchor } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSupportMailto, type SupportMailOptions } from '../hooks/use-support-mailto.ts';

export function SupportMailLink(props: SupportMailOptions) {
  const { t } = useTranslation();
  const { href, address } = useSupportMailto(props);
  return (
    <Anchor href={href} data-testid="support-mail-link" style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
      <IconMail size={18} aria-hidden />
      {t('support.link', { address })}
    </Anchor>
  );
}
