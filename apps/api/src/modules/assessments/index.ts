/** The assessments module's public surface: app.ts imports only this. */
export type { CodingJudge } from './assessment-context';
export { type AssessmentsModuleOptions, assessmentsRoutes } from './assessments.routes';
export {
  type AssessmentFacts,
  type AssessmentStanding,
  createAssessmentFacts,
  type PublishedAssessment,
} from './assignment-facts';
export { createRunnerCodingJudge } from './coding-judge';
