'use client';

import type { WorkKind } from '@learnbox/contracts';
import { apiRefs } from '@learnbox/contracts/route-refs';
import { STUDIO_MESSAGES } from '@learnbox/domain';
import { useState } from 'react';
import { api } from '../../api-client/api-client';
import { askConfirmation } from '../../modals/confirmation';

export type PublishNotice = { tone: 'error' | 'info'; text: string; url?: string };

/**
 * Publish as the editors do it: ask first, save unsaved changes (a refused save stops here, its
 * sentence is in the header), then publish the saved head.
 */
export function usePublish(kind: WorkKind, id: string) {
  const [notice, setNotice] = useState<PublishNotice | null>(null);
  const publish = async (work: {
    dirty: boolean;
    baseRevision: number;
    save: () => Promise<number | null>;
  }) => {
    if (!(await askConfirmation(STUDIO_MESSAGES.PUBLISH_CONFIRM, 'Publish'))) return;
    setNotice(null);
    const revision = work.dirty ? await work.save() : work.baseRevision;
    if (revision === null) return;
    const reply = await api.call(apiRefs.authoring.publish, { params: { kind, id }, body: { revision } });
    setNotice(
      reply.ok
        ? { tone: 'info', text: STUDIO_MESSAGES.PUBLISHED, url: reply.data.url }
        : { tone: 'error', text: reply.errorText },
    );
  };
  return { notice, publish };
}
