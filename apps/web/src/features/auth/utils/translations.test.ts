import { AUTH_ERROR_CODES } from '@campus/shared';
import { describe, expect, it } from 'vitest';
import de from '../../../../public/assets/i18n/de.json';
import en from '../../../../public/assets/i18n/en.json';
import { CAMPUS_ENVIRONMENTS } from '../../../lib/environment.ts';

describe('auth translations', () => {
  it('translate every problem code of the identity endpoints, in de and en', () => {
    for (const code of Object.values(AUTH_ERROR_CODES)) {
      expect(en.errors, code).toHaveProperty(code);
      expect(de.errors, code).toHaveProperty(code);
    }
  });

  it('name every environment the header can show', () => {
    for (const environment of CAMPUS_ENVIRONMENTS) {
      expect(en.environment, environment).toHaveProperty(environment);
      expect(de.environment, environment).toHaveProperty(environment);
    }
  });
});
