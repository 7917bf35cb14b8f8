/** The assignments module's public surface: app.ts and main.ts import only this. */
export { startAssignmentJobs } from './assignment-jobs';
export { registerAssignments } from './assignments.plugin';
export { type AssignmentsContext, createAssignmentsContext } from './assignments-context';
export { runAssignmentReminders } from './reminders';
export { runWeeklySummary } from './weekly-summary';
