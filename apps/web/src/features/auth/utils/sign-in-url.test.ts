import { describe, expect, it } from 'vitest';
import { signInUrl } from './sign-in-url.ts';

describe('signInUrl', () => {
  it('points at the server sign-in page with the encoded return address', () => {
    expect(signInUrl('http://localhost:3000')).toBe('/web/keycloak/redirect?redirect_url=http%3A%2F%2Flocalhost%3A3000%2F');
    expect(signInUrl('https://campus.example.org', '/de/')).toBe(
      '/web/keycloak/redirect?redirect_url=https%3A%2F%2Fcampus.example.org%2Fde%2F',
    );
  });

  it('asks the page for the language of the app', () => {
    expect(signInUrl('https://campus.example.org', '/de', 'de')).toBe(
      '/web/keycloak/redirect?redirect_url=https%3A%2F%2Fcampus.example.org%2Fde&lang=de',
    );
  });
});
