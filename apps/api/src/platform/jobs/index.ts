export { type JobQueue, type JobQueueOptions, type SendOptions, startJobQueue } from './job-queue';
