'use client';

import type { CollaborativeWorkKind } from '@learnbox/contracts';
import { apiRefs } from '@learnbox/contracts/route-refs';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { api } from '../../api-client/api-client';
import { editorUrl } from './work-links';

/** Creates a draft work and opens its editor; `error` holds the api's sentence when it fails. */
export function useCreateWork() {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ status: number; text: string } | null>(null);
  const create = async (kind: CollaborativeWorkKind, title: string): Promise<boolean> => {
    setBusy(true);
    setError(null);
    const reply = await api.call(apiRefs.authoring.createWork, { body: { kind, title } });
    if (!reply.ok) {
      setBusy(false);
      setError({ status: reply.status, text: reply.errorText });
      return false;
    }
    router.push(editorUrl(reply.data.kind, reply.data.id));
    return true;
  };
  return { busy, error, create };
}
