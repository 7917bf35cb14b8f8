/** The shots module's public surface: other modules and app.ts import only this. */
export { shotUrl, toShotSummary } from './shot-mapper';
export { createShotsRepository, listedShots, type ShotsRepository, shotLikeCount } from './shots.repository';
export { type ShotRateLimits, shotsRoutes } from './shots.routes';
export { createShotsService, type ShotDraftReader } from './shots.service';
