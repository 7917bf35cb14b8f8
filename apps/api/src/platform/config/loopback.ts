import { isLoopbackHost, isLoopbackOrigin } from '@learnbox/domain';

/** What decides whether the set-up is the embedded one, reachable from this machine only. */
export interface ExposureConfig {
  HOST: string;
  API_HOST?: string | undefined;
  PUBLIC_WEB_ORIGIN: string;
}

/**
 * Why the set-up is not loopback-only, or null when it is: every process `npm start` binds listens
 * on HOST (the api on API_HOST when set), and people open PUBLIC_WEB_ORIGIN.
 */
export function notLoopbackReason(config: ExposureConfig): string | null {
  if (!isLoopbackOrigin(config.PUBLIC_WEB_ORIGIN))
    return `PUBLIC_WEB_ORIGIN is ${config.PUBLIC_WEB_ORIGIN}, not a loopback origin`;
  if (!isLoopbackHost(config.HOST)) return `HOST is ${config.HOST}, not a loopback address`;
  if (config.API_HOST !== undefined && !isLoopbackHost(config.API_HOST))
    return `API_HOST is ${config.API_HOST}, not a loopback address`;
  return null;
}
