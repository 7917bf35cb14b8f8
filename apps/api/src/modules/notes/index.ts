/** The notes module's public surface: app.ts imports only this. */

export { notesRoutes } from './notes.routes';
export { createNotesContext } from './notes-context';
