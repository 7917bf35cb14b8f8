import { describe, expect, it } from 'vitest';
import {
  decideImageBuildPoll,
  IMAGE_BUILD_POLLING,
  IMAGE_BUILD_STATUSES,
  type ImageBuildAction,
  initialImageBuildState,
  LAB_BASE_IMAGE,
  labImageName,
  reduceImageBuild,
} from './image-build';

describe('image build polling (spec sections 4 and 9)', () => {
  it('has the statuses and timings', () => {
    expect(IMAGE_BUILD_STATUSES).toEqual(['PENDING', 'SUCCESS', 'FAILURE']);
    expect(IMAGE_BUILD_POLLING).toEqual({
      FIRST_CHECK_MS: 1000,
      INTERVAL_MS: 3000,
      SERVER_ERROR_RETRY_MS: 3000,
    });
  });

  it.each([
    ['first check after 1 s', null, { action: 'poll', delayMs: 1000 }],
    [
      'pending polls every 3 s',
      { httpStatus: 200, buildStatus: 'PENDING' },
      { action: 'poll', delayMs: 3000 },
    ],
    ['a 500 retries after 3 s', { httpStatus: 500 }, { action: 'poll', delayMs: 3000 }],
    ['success stops', { httpStatus: 200, buildStatus: 'SUCCESS' }, { action: 'stop', status: 'SUCCESS' }],
    ['failure stops', { httpStatus: 200, buildStatus: 'FAILURE' }, { action: 'stop', status: 'FAILURE' }],
    [
      'unknown status stops as failure',
      { httpStatus: 200, buildStatus: 'WEIRD' },
      { action: 'stop', status: 'FAILURE' },
    ],
    ['a 404 stops', { httpStatus: 404 }, { action: 'stop', status: null }],
    ['a 502 stops', { httpStatus: 502 }, { action: 'stop', status: null }],
  ])('%s', (_name, check, expected) => {
    expect(decideImageBuildPoll(check)).toEqual(expected);
  });
});

describe('image rebuild reducer (spec section 4)', () => {
  const run = (actions: ImageBuildAction[]) => actions.reduce(reduceImageBuild, initialImageBuildState);

  it.each<[string, ImageBuildAction[], object]>([
    [
      'requested sets pending',
      [{ type: 'rebuildRequested' }],
      { pending: true, buildStatus: null, imageName: null },
    ],
    [
      'accepted: PENDING with the new image',
      [{ type: 'rebuildRequested' }, { type: 'rebuildAccepted', imageName: 'img:2' }],
      { pending: false, buildStatus: 'PENDING', imageName: 'img:2' },
    ],
    [
      'error: FAILURE',
      [{ type: 'rebuildRequested' }, { type: 'rebuildFailed' }],
      { pending: false, buildStatus: 'FAILURE' },
    ],
    [
      'checks store the status',
      [
        { type: 'rebuildAccepted', imageName: 'img:2' },
        { type: 'statusChecked', buildStatus: 'SUCCESS' },
      ],
      { buildStatus: 'SUCCESS', imageName: 'img:2' },
    ],
  ])('%s', (_name, actions, expected) => {
    expect(run(actions)).toEqual({ ...initialImageBuildState, ...expected });
  });
});

describe('lab image names', () => {
  it('builds FROM the local base and tags each build', () => {
    expect(LAB_BASE_IMAGE).toBe('learnbox/lab-base:bookworm');
    expect(labImageName('linux-command-line', 3)).toBe('learnbox/lab-linux-command-line:3');
  });
});
