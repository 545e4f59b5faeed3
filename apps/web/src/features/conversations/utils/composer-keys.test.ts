import { describe, expect, it } from 'vitest';
import { canSend, composerKeyAction } from './composer-keys.ts';

const key = (overrides: Partial<Parameters<typeof composerKeyAction>[0]>) => ({ key: 'Enter', shiftKey: false, altKey: false, isComposing: false, ...overrides });

describe('the composer keyboard', () => {
  it('sends on Enter', () => {
    expect(composerKeyAction(key({}))).toBe('send');
  });

  it('leaves Shift+Enter and Alt+Enter to the textarea (a new line)', () => {
    expect(composerKeyAction(key({ shiftKey: true }))).toBe('default');
    expect(composerKeyAction(key({ altKey: true }))).toBe('default');
  });

  it('never sends while an input method composes', () => {
    expect(composerKeyAction(key({ isComposing: true }))).toBe('default');
    expect(composerKeyAction(key({ keyCode: 229 }))).toBe('default');
  });

  it('ignores other keys', () => {
    expect(composerKeyAction(key({ key: 'a' }))).toBe('default');
  });
});

describe('what may be sent', () => {
  it('needs text after trimming or an attachment, within the limit', () => {
    expect(canSend('  \n ', 0, 10)).toBe(false);
    expect(canSend('  \n ', 1, 10)).toBe(true);
    expect(canSend(' hi ', 0, 10)).toBe(true);
    expect(canSend(`  ${'x'.repeat(10)}  `, 0, 10)).toBe(true);
    expect(canSend('x'.repeat(11), 0, 10)).toBe(false);
  });
});
