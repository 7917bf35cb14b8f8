// Next's ambient types (CSS side-effect imports, next/* globals). Next also writes next-env.d.ts,
// but that file is generated and git-ignored, so a fresh clone's `tsc` must not depend on it.
/// <reference types="next" />
/// <reference types="next/image-types/global" />
