// Root of every route: keeps the UI language in step with the URL prefix / stored setting.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { getStoredLanguage, resolveLanguage } from '../../lib/i18n.ts';

export function RootLayout() {
  const { i18n } = useTranslation();
  const { pathname } = useLocation();

  useEffect(() => {
    const language = resolveLanguage(pathname, getStoredLanguage());
    if (i18n.resolvedLanguage !== language) void i18n.changeLanguage(language);
  }, [pathname, i18n]);

  return <Outlet />;
}
