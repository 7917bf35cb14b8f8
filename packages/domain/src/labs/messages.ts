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
  AUTHOR_ONLY: 'Only the author of this lab can rebuild its image.',
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
