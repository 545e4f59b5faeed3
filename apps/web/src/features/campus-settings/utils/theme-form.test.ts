import type { CampusTheme } from '@campus/shared';
import { hexContrast } from '@campus/shared/rules/contrast';
import { describe, expect, it } from 'vitest';
import { contrastIssues, invalidColorFields, previewColors, themeFormValues, themeInput } from './theme-form.ts';

const theme: CampusTheme = {
  primary_color: '#1c7ed6',
  color_overrides: {
    global_header: { background_color: '#0b3d91', font_color: '#ffffff', text_hover_background: null },
    main_menu: { main_menu_background_color: '#1d2b3a', font_color: null, text_hover: null },
    main_background: null,
  },
  font_overrides: { global_header: 'system-ui, sans-serif', custom_theme_admin_font_family: null },
};

describe('the theme form', () => {
  it('round-trips the theme; empty fields are null (the default theme)', () => {
    const values = themeFormValues(theme);
    expect(values['color_overrides.main_background']).toBe('');
    expect(themeInput(values)).toEqual(theme);
    expect(themeInput({ ...values, 'font_overrides.global_header': '  ' }).font_overrides.global_header).toBeNull();
  });

  it('names colour fields that are not hex, and an empty primary colour', () => {
    const values = { ...themeFormValues(theme), primary_color: '', 'color_overrides.main_background': 'red' };
    expect(invalidColorFields(values)).toEqual(['primary_color', 'color_overrides.main_background']);
    expect(invalidColorFields(themeFormValues(theme))).toEqual([]);
  });

  it('warns about the pairs the server refuses (the shared rule)', () => {
    expect(contrastIssues(themeFormValues(theme))).toEqual({});
    const unreadable = {
      ...themeFormValues(theme),
      primary_color: '#fff3bf',
      'color_overrides.global_header.font_color': '#1c3f80',
    };
    const issues = contrastIssues(unreadable);
    expect(Object.keys(issues).sort()).toEqual(['color_overrides.global_header.font_color', 'primary_color']);
    expect(issues.primary_color?.minimum).toBe(3);
    expect(issues['color_overrides.global_header.font_color']?.ratio).toBeLessThan(4.5);
  });

  it('previews text colours as the app shows them: white on the dark menu without a font colour', () => {
    const preview = previewColors(themeFormValues(theme));
    expect(preview).toMatchObject({ primary: '#1b79cd', headerBackground: '#0b3d91', headerText: '#ffffff', menuText: '#ffffff', mainBackground: undefined });
    expect(previewColors({ ...themeFormValues(theme), 'color_overrides.main_menu.main_menu_background_color': '#f8f9fa' }).menuText).toBe('#3b3b3b');
    // The button is darkened as the app's theme darkens filled colours behind white text.
    expect(hexContrast(previewColors({ ...themeFormValues(theme), primary_color: '#4dabf7' }).primary, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });
});
