'use client';

import { apiRefs } from '@learnbox/contracts/route-refs';
import type { ModalName } from '@learnbox/domain';
import { useQueryClient } from '@tanstack/react-query';
import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { api } from '../api-client/api-client';
import { useModalStore } from '../modal-state/modal-store';
import { USER_INFO_QUERY_KEY, useUserInfo } from '../user-info/use-user-info';
import { closedUnanswered, shouldOpenOnboarding } from './onboarding-offer';

/**
 * Mounted once by the root layout. Opens OnboardingModal once for a learner whose user info
 * offers it (show_onboarding_questionnaire, set at sign-up) on their first arrival on one of the
 * offer's pages (onboarding-offer.ts). Answering clears the flag on the server (the form's POST
 * /api/user/onboarding); closing it unanswered clears it through POST /api/user/onboarding/dismiss.
 */
export function OnboardingPrompt() {
  const { data: user } = useUserInfo();
  const flagged = user?.show_onboarding_questionnaire === true;
  const pathname = usePathname();
  const modal = useModalStore((state) => state.name);
  const queryClient = useQueryClient();
  const offered = useRef(false);
  const previous = useRef<ModalName | null>(null);

  useEffect(() => {
    // Re-checked when a modal closes: the offer waits for the one open on arrival.
    if (!shouldOpenOnboarding({ flagged, pathname, openModal: modal, offered: offered.current })) return;
    offered.current = true;
    useModalStore.getState().open('OnboardingModal');
  }, [flagged, pathname, modal]);

  useEffect(() => {
    const before = previous.current;
    previous.current = modal;
    if (!closedUnanswered(before, modal, flagged)) return;
    // A failed call loses nothing: the offer stays on the server and comes back next visit.
    void api.call(apiRefs.workflow.dismissOnboarding).then((reply) => {
      if (reply.ok) void queryClient.invalidateQueries({ queryKey: USER_INFO_QUERY_KEY });
    });
  }, [modal, flagged, queryClient]);

  return null;
}
