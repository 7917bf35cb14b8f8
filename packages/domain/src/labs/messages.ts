/**
 * What cloud labs say to people. The spec's own sentences (section 8 "Live status messages",
 * "Terminal messages") are quoted character for character; the others are ours, for rules the
 * spec states without wording (the plan allowance, emulators, results query).
 */

/** Spec section 8 "Live status messages", keyed by the container status they explain. */
export const LIVE_STATUS_MESSAGES = {
  ALLOCATION_FAILED: 'Resources allocation failed!',
  PULL_FAILED: 'Failed to pull image!',
  DAEMON_FAILED: 'Failed to configure live container!',
  UPDATE_FAILED: 'Failed to update app with your code!',
  PING_APP_FAILED: 'Failed to ping the app!',
  NO_RESPONSE: 'App failed to respond!',
} as const;

/** Spec section 8 "Terminal messages". */
export const TERMINAL_MESSAGES = {
  CONNECTION_FAILED: 'Connection Failed: Run again to reconnect.',
  DISCONNECTED: 'Terminal Disconnected: Run again to reconnect.',
} as const;

/** Our sentences for lab rules the spec names without wording. */
export const LAB_MESSAGES = {
  ANDROID_NOT_OFFERED:
    'Android emulators are not offered on this host. Cloud labs here run Linux containers only.',
  FREE_TASTE_USED: 'You have used your free cloud lab time. Subscribe to keep using cloud labs.',
  LOGIN_REQUIRED: 'Please log in to start a cloud lab.',
  TEST_RESULTS_QUERY_REQUIRED: 'A document type and an attempt count are required to fetch test results.',
  ILLEGAL_TRANSITION: 'The lab cannot move to that state from where it is now.',
  LAB_NOT_FOUND: 'This cloud lab does not exist or is not published.',
  SESSION_NOT_FOUND: 'This lab session does not exist or has ended. Start the lab again.',
  NOT_STARTED: 'Start the lab before running its tests.',
  AUTHOR_ONLY: 'Only the author of this lab can change it or rebuild its image.',
  BUILD_NOT_FOUND: 'No build of this lab has that image name.',
  ENV_MISSING: 'This lab needs a value for each of its required environment variables.',
  TEST_RUN_NOT_FOUND: 'No test run of this lab has that attempt count.',
  HOST_DOWN:
    'The cloud lab host could not be reached (external service failed). Please try again in a moment.',
} as const;

/** Where a starting lab has got to, for the lab page's status line (ours: the spec names the states only). */
export const LAB_PROGRESS_MESSAGES = {
  CONTAINER_OFFLINE: 'The lab is not running. Start it to get a terminal.',
  ALLOCATING: 'Finding a machine for your lab…',
  ALLOCATED: 'Machine found, preparing your lab…',
  PULLING: 'Preparing the lab image…',
  PULLED: 'Image ready, starting your lab…',
  WAITING_FOR_DAEMON: 'Starting your lab…',
  UPDATING: 'Updating the app with your code…',
  UPDATED: 'Your code is in the app.',
} as const;

/** What a lab's app preview, egress proxy and capabilities say (ours, except the contract's 502 sentence). */
export const LAB_NETWORK_MESSAGES = {
  previewNotListening: (port: number) => `Nothing is listening on port ${port} in your lab yet.`,
  PREVIEW_AUTH_REQUIRED:
    'Open this preview from your lab page: this lab is not yours, or its session has ended.',
  PREVIEW_NO_APP: 'This lab has no app to preview.',
  PREVIEW_APP_FAILED: 'The app in your lab closed the connection before it answered.',
  egressNotListed: (host: string) =>
    `This lab may reach only the hosts its author listed, and ${host} is not one of them.`,
  egressForbiddenAddress: (host: string) =>
    `${host} points at an address labs may not reach (this machine or a private network).`,
  egressUnresolved: (host: string) => `${host} could not be found.`,
  egressUnreachable: (host: string) => `${host} did not answer.`,
  EGRESS_BAD_REQUEST: 'This proxy forwards http:// requests and CONNECT tunnels only.',
  EGRESS_TOO_MANY: 'This lab has too many connections open through its proxy. Close some and try again.',
  capabilitiesRefused: (refused: readonly string[], allowed: readonly string[]) =>
    `This lab asks for capabilities labs may not have: ${refused.join(', ')}. Labs may ask only for ${allowed.join(', ')}.`,
} as const;

/** The open lab's file panel (ours: the spec has no files call); the host and the api answer these. */
export const LAB_FILE_MESSAGES = {
  OUTSIDE_HOME: 'That path is outside your home folder.',
  NOT_FOUND: 'There is no such file in your lab.',
  NOT_A_FILE: 'That path is a folder or a special file, not a file that can be opened.',
  TOO_LARGE: 'That file is larger than 1 MB, the most the lab editor opens or saves.',
  NOT_TEXT: 'That file is not text (UTF-8), so the lab editor cannot open it.',
  NOT_RUNNING: 'Your lab is not running. Start it again to see its files.',
  FAILED: 'The lab could not read or write that file. Please try again.',
} as const;

/** The lab editor's sentences (/cloudlabeditor): ours, the spec names the fields only. */
export const LAB_EDITOR_MESSAGES = {
  INVALID_SETUP: 'The lab was not saved: fix the fields marked below.',
  AUTHORS_ONLY: 'Only lab authors can create labs. Sign in with the verified address of an author.',
  AUTHOR_NOT_FOUND: 'No author has that id.',
  TITLE_REQUIRED: 'Give the lab a title.',
  SUMMARY_REQUIRED: 'Give the lab a one-line summary.',
  SLUG_FORMAT: 'The short name may use lower-case letters, digits and dashes only (3 to 60 characters).',
  SLUG_TAKEN: 'Another lab already uses this short name. Pick another one.',
  DOCKERFILE_FROM:
    'The Dockerfile must start with FROM learnbox/lab-base:bookworm (no image registry is reachable from the lab host).',
  DOCKERFILE_NAME: 'The Dockerfile name may use letters, digits, dots, dashes and underscores only.',
  APP_PORT_RANGE: 'The app port must be a whole number from 1024 to 65535, or empty for no app preview.',
  MEMORY_RANGE: 'Memory must be a whole number of megabytes from 64 to 2048.',
  CAPABILITY_UNKNOWN: 'This capability cannot be given to a lab. Labs may add back only the listed ones.',
  EGRESS_HOST: 'Each allowed host must be a host name such as registry.npmjs.org (no scheme, path or port).',
  KEY_FORMAT: 'Keys may use letters, digits, dashes and underscores only, and must start with a letter.',
  KEY_DUPLICATE: 'Another entry already uses this key.',
  NAME_REQUIRED: 'Give this entry a name.',
  SCRIPT_REQUIRED: 'This script is empty.',
  INPUT_FILE_NAME: 'The input file must be a path inside the home folder, such as app/server.js.',
  ONE_LIVE_JOB: 'Only one job can run in the live container.',
  ENV_KEY_FORMAT: 'Variable names use letters, digits and underscores, and do not start with a digit.',
  PUBLISH_NEEDS_IMAGE: 'Rebuild the image successfully before publishing this lab.',
  DOCKERFILE_FILE_TOO_LARGE: 'This file is too large for a Dockerfile (64 KB at most).',
  SAVED: 'Your changes are saved.',
  UNSAVED_CHANGES: 'You have unsaved changes.',
  BUILD_START_FAILED: 'The rebuild could not be started.',
  BUILD_SUCCEEDED: 'The image was built. New lab sessions use it.',
  BUILD_FAILED: 'The image build failed. Read the log for the step that failed.',
  NO_LABS: 'You have no labs yet. Create one to start.',
} as const;
