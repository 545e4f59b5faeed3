// Language menu of the header. Under a URL language prefix the prefix changes (the URL decides the
// language); without one the choice is stored as the user's setting. The button shows an icon and the
// language's name, on a phone only its short code (the header needs the room for the course name).
import { DEFAULT_LANGUAGE, LANGUAGES, parseAppPath, withLanguagePrefix } from '@campus/shared';
import type { Language } from '@campus/shared';
import { Box, Button, Menu, Text } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { isLanguage, storeLanguage } from '../lib/i18n.ts';

export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const current: Language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LANGUAGE;

  const choose = (language: Language): void => {
    storeLanguage(language);
    if (parseAppPath(location.pathname).language === undefined) {
      void i18n.changeLanguage(language);
      return;
    }
    void navigate(withLanguagePrefix(location.pathname, language) + location.search + location.hash, { replace: true });
  };

  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="subtle"
          size="compact-md"
          leftSection={
            <Box component="span" visibleFrom="sm" display="flex" data-testid="language-icon">
              <IconLanguage size={18} aria-hidden />
            </Box>
          }
          aria-label={t('language.label')}
        >
          {/* On a phone the short code ("EN", "DE") leaves the header room for the campus/course name. */}
          <Text span inherit hiddenFrom="sm" data-testid="language-code">
            {current.toUpperCase()}
          </Text>
          <Text span inherit visibleFrom="sm">
            {t(`language.${current}`)}
          </Text>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {LANGUAGES.map((language) => (
          <Menu.Item key={language} lang={language} disabled={language === current} onClick={() => choose(language)}>
            {t(`language.${language}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
