import {
  LAB_FILE_MAX_BYTES,
  type LabFileContent,
  type LabFilesReply,
  type LabFileWritten,
} from '@learnbox/contracts';
import { DomainError, LAB_FILE_MESSAGES, STATUS } from '@learnbox/domain';
import type { LabHost } from '../lab-host';
import type { OpenInstances } from './open-instance';

/**
 * The file panel of the learner's open lab: only its owner reaches it (anyone else's instance id
 * is the same 404 as a made-up one); the live host does the reading and writing inside the
 * container as the learner.
 */
export function createLabFiles(host: LabHost, instances: OpenInstances) {
  return {
    async list(userId: string, instanceId: string): Promise<LabFilesReply> {
      const instance = await instances.ownOpenInstance(userId, instanceId);
      return host.files(instance.id);
    },

    async read(userId: string, instanceId: string, path: string): Promise<LabFileContent> {
      const instance = await instances.ownOpenInstance(userId, instanceId);
      return host.readFile(instance.id, path);
    },

    async write(userId: string, instanceId: string, path: string, content: string): Promise<LabFileWritten> {
      // The schema caps characters; the cap is in bytes (a character may take up to four).
      if (Buffer.byteLength(content, 'utf8') > LAB_FILE_MAX_BYTES)
        throw new DomainError(LAB_FILE_MESSAGES.TOO_LARGE, STATUS.OPERATION_NOT_ALLOWED);
      const instance = await instances.ownOpenInstance(userId, instanceId);
      return host.writeFile(instance.id, path, content);
    },
  };
}
