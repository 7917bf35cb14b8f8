/**
 * The studio's keyboard shortcuts (spec section 2 "App-level behaviours": toggle sidebar, search,
 * save, preview, add collaborators), as one table: the key handler matches against it and the
 * help overlay lists it, so the two cannot drift apart.
 */

export type ShortcutAction = 'save' | 'toggleSidebar' | 'search' | 'preview' | 'addCollaborators' | 'help';

export type Shortcut = {
  action: ShortcutAction;
  /** `event.key`, lower-cased. */
  key: string;
  /** `event.code`, for layouts where the key with Ctrl held reports another character. */
  code?: string;
  /** Ctrl on Windows/Linux, ⌘ on macOS: either one counts. */
  mod: boolean;
  shift: boolean;
  /** Also fires while typing in a field (modified shortcuts do; a bare "?" must not). */
  inFields: boolean;
  label: string;
};

export const STUDIO_SHORTCUTS: readonly Shortcut[] = [
  { action: 'save', key: 's', code: 'KeyS', mod: true, shift: false, inFields: true, label: 'Save' },
  {
    action: 'toggleSidebar',
    key: '\\',
    code: 'Backslash',
    mod: true,
    shift: false,
    inFields: true,
    label: 'Show or hide the sidebar',
  },
  { action: 'search', key: 'k', code: 'KeyK', mod: true, shift: false, inFields: true, label: 'Search' },
  { action: 'preview', key: 'p', code: 'KeyP', mod: true, shift: true, inFields: true, label: 'Preview' },
  {
    action: 'addCollaborators',
    key: 'a',
    code: 'KeyA',
    mod: true,
    shift: true,
    inFields: true,
    label: 'Add collaborators',
  },
  {
    action: 'help',
    key: '/',
    code: 'Slash',
    mod: true,
    shift: false,
    inFields: true,
    label: 'Keyboard shortcuts',
  },
  // "?" is Shift+/ on most layouts; the shift state is not checked for it (see matchShortcut).
  { action: 'help', key: '?', mod: false, shift: true, inFields: false, label: 'Keyboard shortcuts' },
];

/** The parts of a KeyboardEvent a match depends on, plus whether focus is in a text field. */
export type KeyPress = {
  key: string;
  code?: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  inTextField: boolean;
};

function sameKey(shortcut: Shortcut, press: KeyPress): boolean {
  if (press.key.toLowerCase() === shortcut.key) return true;
  // With Ctrl held some layouts report another character (or "Unidentified"); the physical key decides.
  return shortcut.mod && shortcut.code !== undefined && press.code === shortcut.code;
}

/** The shortcut a key press means, or null. Pure: the handler and the tests call it. */
export function matchShortcut(
  press: KeyPress,
  table: readonly Shortcut[] = STUDIO_SHORTCUTS,
): Shortcut | null {
  if (press.altKey) return null;
  const mod = press.ctrlKey || press.metaKey;
  for (const shortcut of table) {
    if (!sameKey(shortcut, press)) continue;
    if (shortcut.mod !== mod) continue;
    // A printable character such as "?" already carries its shift state.
    if (shortcut.mod && shortcut.shift !== press.shiftKey) continue;
    if (press.inTextField && !shortcut.inFields) continue;
    return shortcut;
  }
  return null;
}

/** How a shortcut is written in the help overlay and in aria-keyshortcuts. */
export function describeShortcut(shortcut: Shortcut, mac: boolean): string {
  const key = shortcut.key.length === 1 ? shortcut.key.toUpperCase() : shortcut.key;
  if (!shortcut.mod) return key;
  return [mac ? '⌘' : 'Ctrl', ...(shortcut.shift ? ['Shift'] : []), key].join(mac ? '' : '+');
}

export function ariaKeyShortcuts(shortcut: Shortcut): string {
  const key = shortcut.key.length === 1 ? shortcut.key.toUpperCase() : shortcut.key;
  if (!shortcut.mod) return key;
  const shift = shortcut.shift ? 'Shift+' : '';
  return `Control+${shift}${key} Meta+${shift}${key}`;
}

/** True for elements where typed characters belong to the field (inputs, textareas, CodeMirror). */
export function isTextField(target: EventTarget | null): boolean {
  if (typeof HTMLElement === 'undefined' || !(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target.tagName === 'TEXTAREA' || target.tagName === 'SELECT') return true;
  if (target.tagName !== 'INPUT') return false;
  const type = (target as HTMLInputElement).type;
  return !['button', 'checkbox', 'radio', 'submit', 'reset', 'file', 'range', 'color'].includes(type);
}
