// The legacy catch-all (spec §2): pages of the older server site. With a configured legacy base URL
// (LEGACY_BASE_URL → config.legacy_base_url) the page loads in a frame; without one the user
// learns plainly that the page does not exist on this campus (ARCHITECTURE §3).
import { appPath, isLanguagePrefix } from '@campus/shared';
import { Box, Button, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useLocalizedPath } from '../../../hooks/use-localized-path.ts';

/** The frame URL for an app path: language prefix dropped, path and query kept; only http(s) bases. */
export function legacyFrameUrl(baseUrl: string | null | undefined, pathWithQuery: string): string | undefined {
  if (!baseUrl) return undefined;
  let base: URL;
  try {
    base = new URL(baseUrl);
  } catch {
    return undefined;
  }
  if (base.protocol !== 'https:' && base.protocol !== 'http:') return undefined;
  const [pathname = '', query = ''] = pathWithQuery.split(/\?(.*)/s, 2);
  const segments = pathname.split('/').filter(Boolean);
  if (segments[0] !== undefined && isLanguagePrefix(segments[0])) segments.shift();
  const url = new URL(`${base.pathname.replace(/\/+$/, '')}/${segments.join('/')}`, base.origin);
  url.search = query;
  return url.href;
}

export interface LegacyPageProps {
  baseUrl: string | null | undefined;
  /** An app screen that a later feature brings: never framed, explained as not available yet. */
  pending?: boolean;
}

export function LegacyPage({ baseUrl, pending = false }: LegacyPageProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const localized = useLocalizedPath();
  const src = pending ? undefined : legacyFrameUrl(baseUrl, location.pathname + location.search);

  if (src) {
    return (
      <Box
        component="iframe"
        src={src}
        title={t('navigation.legacy.frameTitle')}
        data-testid="legacy-frame"
        style={{ border: 0, width: '100%', minHeight: 'calc(100dvh - 120px)' }}
      />
    );
  }
  return (
    <Stack gap="md" align="flex-start" data-testid={pending ? 'screen-pending' : 'legacy-unavailable'}>
      <Title order={1} size="h2">
        {t('navigation.legacy.title')}
      </Title>
      <Text>{pending ? t('navigation.legacy.pending') : t('navigation.legacy.message')}</Text>
      <Button component={Link} to={localized(appPath('start'))} leftSection={<IconArrowLeft size={18} aria-hidden />}>
        {t('navigation.legacy.back')}
      </Button>
    </Stack>
  );
}
