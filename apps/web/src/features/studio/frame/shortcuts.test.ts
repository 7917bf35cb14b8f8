import { describe, expect, it } from 'vitest';
import {
  ariaKeyShortcuts,
  describeShortcut,
  type KeyPress,
  matchShortcut,
  STUDIO_SHORTCUTS,
} from './shortcuts';

const press = (key: string, extra: Partial<KeyPress> = {}): KeyPress => ({
  key,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  inTextField: false,
  ...extra,
});

describe('matchShortcut', () => {
  it('reads Ctrl or ⌘ as the modifier', () => {
    expect(matchShortcut(press('s', { ctrlKey: true }))?.action).toBe('save');
    expect(matchShortcut(press('s', { metaKey: true }))?.action).toBe('save');
    expect(matchShortcut(press('k', { ctrlKey: true }))?.action).toBe('search');
    expect(matchShortcut(press('\\', { metaKey: true }))?.action).toBe('toggleSidebar');
  });

  it('tells Ctrl+Shift+P (preview) and Ctrl+Shift+A (collaborators) from their unshifted keys', () => {
    expect(matchShortcut(press('P', { ctrlKey: true, shiftKey: true }))?.action).toBe('preview');
    expect(matchShortcut(press('A', { metaKey: true, shiftKey: true }))?.action).toBe('addCollaborators');
    expect(matchShortcut(press('p', { ctrlKey: true }))).toBeNull();
    expect(matchShortcut(press('a', { ctrlKey: true }))).toBeNull();
    expect(matchShortcut(press('S', { ctrlKey: true, shiftKey: true }))).toBeNull();
  });

  it('leaves plain letters, Alt combinations and unknown keys alone', () => {
    expect(matchShortcut(press('s'))).toBeNull();
    expect(matchShortcut(press('s', { ctrlKey: true, altKey: true }))).toBeNull();
    expect(matchShortcut(press('x', { ctrlKey: true }))).toBeNull();
  });

  it('fires modified shortcuts inside text fields, and "?" only outside them', () => {
    expect(matchShortcut(press('s', { ctrlKey: true, inTextField: true }))?.action).toBe('save');
    expect(matchShortcut(press('?', { shiftKey: true }))?.action).toBe('help');
    expect(matchShortcut(press('?', { shiftKey: true, inTextField: true }))).toBeNull();
    expect(matchShortcut(press('/', { ctrlKey: true, inTextField: true }))?.action).toBe('help');
    expect(matchShortcut(press('/'))).toBeNull();
  });

  it('falls back to the physical key when Ctrl changes the reported character', () => {
    expect(matchShortcut(press('Unidentified', { code: 'Backslash', ctrlKey: true }))?.action).toBe(
      'toggleSidebar',
    );
    expect(matchShortcut(press('ы', { code: 'KeyS', ctrlKey: true }))?.action).toBe('save');
    expect(matchShortcut(press('ы', { code: 'KeyS' }))).toBeNull();
  });

  it('matches against the table it is given', () => {
    const only = STUDIO_SHORTCUTS.filter((shortcut) => shortcut.action === 'save');
    expect(matchShortcut(press('k', { ctrlKey: true }), only)).toBeNull();
  });
});

describe('shortcut labels', () => {
  const save = STUDIO_SHORTCUTS[0];
  const preview = STUDIO_SHORTCUTS.find((shortcut) => shortcut.action === 'preview');
  it('writes Ctrl+… off macOS and ⌘… on it', () => {
    expect(save && describeShortcut(save, false)).toBe('Ctrl+S');
    expect(save && describeShortcut(save, true)).toBe('⌘S');
    expect(preview && describeShortcut(preview, false)).toBe('Ctrl+Shift+P');
  });
  it('gives aria-keyshortcuts both modifiers', () => {
    expect(save && ariaKeyShortcuts(save)).toBe('Control+S Meta+S');
    expect(preview && ariaKeyShortcuts(preview)).toBe('Control+Shift+P Meta+Shift+P');
  });
});
