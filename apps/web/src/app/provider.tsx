// Everything the screens rely on: queries, translations, Mantine theme, modals and notifications.
import './consume-redirect-tokens.ts';
import { MantineProvider, mergeThemeOverrides, type MantineThemeOverride } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { useMemo, type ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { AppNotifications } from '../components/app-notifications.tsx';
import { readCspNonce } from '../lib/csp-nonce.ts';
import { cssVariablesResolver, themeWithLabels } from './theme.ts';

export interface AppProviderProps {
  i18n: I18n;
  queryClient: QueryClient;
  children: ReactNode;
  /** Merged over the app theme; the tests' jsdom needs popovers kept shown (test/render-screen.tsx). */
  themeOverride?: MantineThemeOverride;
}

// Mantine's own style elements must carry the page's CSP nonce (lib/csp-nonce.ts).
const styleNonce = readCspNonce();
const getStyleNonce = styleNonce === undefined ? undefined : () => styleNonce;

/** Mantine with the theme in the current language (close buttons get a translated name). */
function ThemedProvider({ children, themeOverride }: { children: ReactNode; themeOverride?: MantineThemeOverride }) {
  const { t } = useTranslation();
  const close = t('common.close');
  const theme = useMemo(() => {
    const labelled = themeWithLabels({ close });
    return themeOverride ? mergeThemeOverrides(labelled, themeOverride) : labelled;
  }, [close, themeOverride]);
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="auto" getStyleNonce={getStyleNonce}>
      {children}
    </MantineProvider>
  );
}

export function AppProvider({ i18n, queryClient, children, themeOverride }: AppProviderProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        {/* Light or dark follows the system setting (issue 17); both schemes reach WCAG 2.2 AA (theme.ts). */}
        <ThemedProvider themeOverride={themeOverride}>
          <ModalsProvider>
            <AppNotifications />
            {children}
          </ModalsProvider>
        </ThemedProvider>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
