export {
  type JobLog,
  type JobQueue,
  type JobQueueOptions,
  type SendOptions,
  startJobQueue,
} from './job-queue';
export { createMemoryJobQueue, type MemoryJobQueue } from './memory-job-queue';
