import { describe, expect, it, vi } from 'vitest';
import { consumeRedirectTokens, takeRedirectTokens } from './redirect-tokens.ts';

describe('redirect tokens', () => {
  it('takes the access token, strips a refresh token without keeping it, and leaves the rest of the address', () => {
    // Decision 0007: the refresh token is the HttpOnly cookie; one in the URL (an older server) is dropped.
    expect(takeRedirectTokens('https://campus.example.org/de/?x=1&access_token=A.B.C&refresh_token=R1#top')).toEqual({
      tokens: { accessToken: 'A.B.C' },
      cleanedUrl: '/de/?x=1#top',
    });
    expect(takeRedirectTokens('http://127.0.0.1:3199/?access_token=A')).toEqual({
      tokens: { accessToken: 'A' },
      cleanedUrl: '/',
    });
  });

  it('changes nothing for an address without tokens', () => {
    expect(takeRedirectTokens('https://campus.example.org/login-keycloak?redirect=1')).toEqual({ tokens: null, cleanedUrl: null });
  });

  it('strips useless token parameters without storing anything', () => {
    expect(takeRedirectTokens('https://c.example.org/?refresh_token=R1&access_token=')).toEqual({ tokens: null, cleanedUrl: '/' });
    expect(takeRedirectTokens(`https://c.example.org/?access_token=${'x'.repeat(5000)}`)).toEqual({ tokens: null, cleanedUrl: '/' });
  });

  it('cleans the address bar before it stores, and stores what arrived', () => {
    const order: string[] = [];
    const history = { state: { idx: 0 }, replaceState: vi.fn(() => order.push('replace')) };
    const store = vi.fn(() => order.push('store'));
    const arrived = consumeRedirectTokens(
      { location: { href: 'https://c.example.org/app?access_token=A&refresh_token=R' }, history },
      store,
    );
    expect(arrived).toBe(true);
    expect(order).toEqual(['replace', 'store']);
    expect(history.replaceState).toHaveBeenCalledWith({ idx: 0 }, '', '/app');
    expect(store).toHaveBeenCalledWith({ accessToken: 'A' });
  });

  it('works on the real jsdom location and history', () => {
    window.history.replaceState(null, '', '/de/?access_token=A&refresh_token=R&keep=1');
    const store = vi.fn();
    expect(consumeRedirectTokens(window, store)).toBe(true);
    expect(window.location.pathname + window.location.search).toBe('/de/?keep=1');
    expect(store).toHaveBeenCalledWith({ accessToken: 'A' });
    expect(consumeRedirectTokens(window, store)).toBe(false);
    expect(store).toHaveBeenCalledTimes(1);
    window.history.replaceState(null, '', '/');
  });

  it('native keeps the refresh token that rode in the URL, and still strips it from the address', () => {
    const taken = takeRedirectTokens('capacitor://localhost/de/start?access_token=a1&refresh_token=r1&x=1', { keepRefreshToken: true });
    expect(taken.tokens).toEqual({ accessToken: 'a1', refreshToken: 'r1' });
    expect(taken.cleanedUrl).toBe('/de/start?x=1');
    // Without an access token nothing is kept, the refresh token alone included.
    expect(takeRedirectTokens('https://localhost/?refresh_token=r1', { keepRefreshToken: true }).tokens).toBeNull();
  });
});
