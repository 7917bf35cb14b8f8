/** The mail module's public surface: other modules and app.ts import only this. */
export { registerDevMailboxRoutes } from './dev-mailbox.routes';
