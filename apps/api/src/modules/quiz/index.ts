/** The quiz module's public surface: other modules and app.ts import only this. */
export { type QuizModuleOptions, quizRoutes } from './quiz.routes';
export { createQuizVerdictStore, type DraftWidgetReader, isLessonQuizPassed } from './quiz.service';
