import { describe, expect, it } from 'vitest';
import { playerShortcut } from './player-shortcuts.ts';

describe('player keyboard shortcuts', () => {
  it('maps the keys', () => {
    expect(playerShortcut({ key: ' ' })).toEqual({ type: 'toggle' });
    expect(playerShortcut({ key: 'k' })).toEqual({ type: 'toggle' });
    expect(playerShortcut({ key: 'j' })).toEqual({ type: 'seek', delta: -5 });
    expect(playerShortcut({ key: 'l' })).toEqual({ type: 'seek', delta: 5 });
    expect(playerShortcut({ key: 'ArrowLeft' })).toEqual({ type: 'seek', delta: -1 });
    expect(playerShortcut({ key: 'ArrowRight' })).toEqual({ type: 'seek', delta: 1 });
    expect(playerShortcut({ key: 'c' })).toEqual({ type: 'comment' });
    expect(playerShortcut({ key: 'x' })).toBeNull();
  });

  it('does not fire while typing or with modifiers', () => {
    const input = document.createElement('input');
    const textarea = document.createElement('textarea');
    const editor = document.createElement('div');
    editor.setAttribute('contenteditable', 'true');
    const inside = document.createElement('p');
    editor.append(inside);
    document.body.append(editor);
    expect(playerShortcut({ key: 'k', target: input })).toBeNull();
    expect(playerShortcut({ key: ' ', target: textarea })).toBeNull();
    expect(playerShortcut({ key: 'c', target: inside })).toBeNull();
    expect(playerShortcut({ key: 'c', ctrlKey: true })).toBeNull();
    expect(playerShortcut({ key: 'l', metaKey: true })).toBeNull();
    expect(playerShortcut({ key: 'k', target: document.body })).toEqual({ type: 'toggle' });
    editor.remove();
  });

  it('leaves keys to a dialog over the player and to a control that already used them', () => {
    const dialog = document.createElement('div');
    dialog.setAttribute('role', 'dialog');
    const confirm = document.createElement('button');
    dialog.append(confirm);
    document.body.append(dialog);
    expect(playerShortcut({ key: 'c', target: confirm })).toBeNull();
    expect(playerShortcut({ key: 'ArrowLeft', target: document.body, defaultPrevented: true })).toBeNull();
    expect(playerShortcut({ key: 'ArrowLeft', target: document.body })).toEqual({ type: 'seek', delta: -1 });
    dialog.remove();
  });
});
