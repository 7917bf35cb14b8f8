import { describe, expect, it } from 'vitest';
import { type BaseImageEvent, baseImageName, DEFAULT_BASE, ensureBaseImage } from './base-image';

describe('lab base image', () => {
  it('is named by a hash of its recipe, so a changed recipe builds a new image', () => {
    expect(baseImageName()).toMatch(/^localhost\/learnbox-lab-base:bookworm-[0-9a-f]{12}$/);
    expect(baseImageName()).toBe(baseImageName({ ...DEFAULT_BASE }));
    expect(baseImageName({ ...DEFAULT_BASE, packages: [...DEFAULT_BASE.packages, 'git'] })).not.toBe(
      baseImageName(),
    );
  });

  it('is not built again when present (the global setup built it for this run)', async () => {
    const events: BaseImageEvent[] = [];
    const started = Date.now();
    const { progress, done } = ensureBaseImage('/nonexistent-because-unused');
    progress.on('progress', (event) => events.push(event));
    expect(await done).toBe(baseImageName());
    expect(events).toEqual([{ phase: 'cached', image: baseImageName() }]);
    expect(Date.now() - started).toBeLessThan(5000);
  });
});
