import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type WorkSlot, WorkSlots } from './work-slots';

let root = '';
let outside = '';
let slots: WorkSlots;
let slot: WorkSlot;

beforeEach(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'learnbox-slots-'));
  outside = mkdtempSync(path.join(tmpdir(), 'learnbox-outside-'));
  // As root the slot is a tmpfs of its own; otherwise a plain folder, emptied the same way.
  slots = new WorkSlots(root, 1, 8 * 1024 * 1024, null);
  await slots.open();
  slot = slots.slots[0] as WorkSlot;
});
afterEach(async () => {
  await slots.close();
  rmSync(outside, { recursive: true, force: true });
});

describe('WorkSlots.reset', () => {
  it('empties a slot of files, nested folders and hidden entries', async () => {
    writeFileSync(path.join(slot.dir, 'main.py'), 'print(1)');
    writeFileSync(path.join(slot.dir, '.hidden'), '');
    mkdirSync(path.join(slot.dir, 'a/b/c'), { recursive: true });
    writeFileSync(path.join(slot.dir, 'a/b/c/deep.txt'), 'x');
    await slots.reset(slot);
    expect(readdirSync(slot.dir)).toEqual([]);
  });

  it('only unlinks planted symlinks, never what they point at', async () => {
    writeFileSync(path.join(outside, 'target'), 'keep');
    mkdirSync(path.join(outside, 'folder'));
    writeFileSync(path.join(outside, 'folder/inside'), 'keep');
    symlinkSync(path.join(outside, 'target'), path.join(slot.dir, 'file-link'));
    symlinkSync(path.join(outside, 'folder'), path.join(slot.dir, 'folder-link'));
    await slots.reset(slot);
    expect(readdirSync(slot.dir)).toEqual([]);
    expect(readFileSync(path.join(outside, 'target'), 'utf8')).toBe('keep');
    expect(readFileSync(path.join(outside, 'folder/inside'), 'utf8')).toBe('keep');
  });

  it('empties a slot left with more entries than it unlinks on the event loop', async () => {
    for (let i = 0; i < 300; i++) writeFileSync(path.join(slot.dir, `f${i}`), '');
    await slots.reset(slot);
    expect(readdirSync(slot.dir)).toEqual([]);
    expect(existsSync(slot.dir)).toBe(true);
  });
});
