/** The workflow module's public surface: app.ts imports only this. */
export { DEFAULT_WORKFLOW_CREATE_LIMIT, type WorkflowModuleOptions, workflowRoutes } from './workflow.routes';
