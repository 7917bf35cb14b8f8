/** The coach module's public surface: app.ts and main.ts import only this. */
export type { ChatModel } from './chat-model';
export { type CoachModuleOptions, coachRoutes } from './coach.routes';
export { startCoachJobs } from './coach-jobs';
export { createModelInterviewer, type InterviewerNoteInput } from './model-interviewer';
export { createOpenAiChatModel } from './openai-chat-model';
