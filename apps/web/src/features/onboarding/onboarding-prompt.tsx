'use client';

import { useEffect } from 'react';
import { useModalStore } from '../modal-state/modal-store';
import { useUserInfo } from '../user-info/use-user-info';

/**
 * Opens OnboardingModal once for a user whose user info asks for it
 * (show_onboarding_questionnaire); answering it clears the flag on the server.
 */
export function OnboardingPrompt() {
  const { data: user } = useUserInfo();
  const show = user?.show_onboarding_questionnaire === true;
  useEffect(() => {
    if (show && !useModalStore.getState().name) useModalStore.getState().open('OnboardingModal');
  }, [show]);
  return null;
}
