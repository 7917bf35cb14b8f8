export { uploadsRoutes } from './uploads.routes';
export type { UploadsModuleOptions } from './uploads.service';
export type { UploadWork, WorkEditCheck } from './work-edit-check';
