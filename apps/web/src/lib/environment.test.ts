import { describe, expect, it } from 'vitest';
import { getEnvironment, resolveEnvironment, setEnvironment } from './environment.ts';

describe('environment', () => {
  it('is the build value on the web, whatever is stored', () => {
    expect(resolveEnvironment({ native: false, stored: 'stage', build: 'test' })).toBe('test');
    expect(resolveEnvironment({ native: false, stored: null, build: 'stage' })).toBe('stage');
  });

  it('is the stored setting on native, else the build value', () => {
    expect(resolveEnvironment({ native: true, stored: 'stage', build: 'prod' })).toBe('stage');
    expect(resolveEnvironment({ native: true, stored: 'mars', build: 'test' })).toBe('test');
  });

  it('falls back to prod for anything unknown', () => {
    expect(resolveEnvironment({ native: false, stored: null, build: undefined })).toBe('prod');
    expect(resolveEnvironment({ native: false, stored: null, build: 'production' })).toBe('prod');
  });

  it('cannot be switched on the web; native keeps the choice', () => {
    expect(setEnvironment('test')).toBe(false);
    expect(window.localStorage.getItem('environment')).toBeNull();
    // This test build has no VITE_CAMPUS_ENV.
    expect(getEnvironment()).toBe('prod');

    expect(setEnvironment('stage', true)).toBe(true);
    expect(window.localStorage.getItem('environment')).toBe('stage');
    expect(getEnvironment()).toBe('prod');
  });
});
