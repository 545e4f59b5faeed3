import { afterEach, describe, expect, it } from 'vitest';
import { campusOrigin, defaultApiBase, getCampusServer, resolveCampusServer, serverOrigin } from './campus-server.ts';
import type { CapacitorBridge } from './platform.ts';

const servers = { prod: 'https://campus.example.org/', test: 'https://test.campus.example.org/some/path', stage: 'ftp://stage.example.org' };

describe('campus server', () => {
  afterEach(() => {
    delete (window as unknown as { Capacitor?: CapacitorBridge }).Capacitor;
  });

  it('is the page itself on the web, whatever the build says', () => {
    expect(resolveCampusServer({ native: false, environment: 'prod', servers })).toBeUndefined();
    expect(getCampusServer()).toBeUndefined();
    expect(defaultApiBase(undefined)).toBe('/api/rest');
    expect(campusOrigin(undefined)).toBe(window.location.origin);
  });

  it("is the environment's server on native (its origin), else the common one", () => {
    expect(resolveCampusServer({ native: true, environment: 'prod', servers })).toBe('https://campus.example.org');
    expect(resolveCampusServer({ native: true, environment: 'test', servers })).toBe('https://test.campus.example.org');
    // Not http(s): not a server; the common value steps in.
    expect(resolveCampusServer({ native: true, environment: 'stage', servers })).toBeUndefined();
    expect(resolveCampusServer({ native: true, environment: 'stage', servers: { ...servers, fallback: 'https://all.example.org' } })).toBe(
      'https://all.example.org',
    );
    expect(defaultApiBase('https://campus.example.org')).toBe('https://campus.example.org/api/rest');
    expect(campusOrigin('https://campus.example.org')).toBe('https://campus.example.org');
  });

  it('reads only http(s) URLs', () => {
    expect(serverOrigin(' http://10.0.2.2:3000/ ')).toBe('http://10.0.2.2:3000');
    expect(serverOrigin('javascript:alert(1)')).toBeUndefined();
    expect(serverOrigin('')).toBeUndefined();
    expect(serverOrigin(undefined)).toBeUndefined();
  });

  it('on a native bridge without configured servers, stays on the page origin', () => {
    (window as unknown as { Capacitor?: CapacitorBridge }).Capacitor = { getPlatform: () => 'android' };
    // This test build sets no VITE_CAMPUS_SERVER*.
    expect(getCampusServer()).toBeUndefined();
  });
});
