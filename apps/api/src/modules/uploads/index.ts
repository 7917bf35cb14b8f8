export { type UploadsModuleOptions, uploadsRoutes } from './uploads.routes';
export type { UploadWork, WorkEditCheck } from './work-edit-check';
