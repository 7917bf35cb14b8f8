'use client';

import { apiRefs } from '@learnbox/contracts/route-refs';
import {
  ONBOARDING_EXPERIENCE,
  ONBOARDING_GOALS,
  ONBOARDING_LANGUAGES,
  type OnboardingExperience,
  type OnboardingGoal,
  type OnboardingLanguage,
} from '@learnbox/contracts/workflow';
import { PRODUCT_EVENTS } from '@learnbox/domain';
import { useQueryClient } from '@tanstack/react-query';
import Link from 'next/link';
import { type FormEvent, useState } from 'react';
import { api } from '../api-client/api-client';
import { recordBrowserEvent } from '../attribution';
import { FormMessage, SubmitButton } from '../auth/form-parts';
import { useFocusWhenShown } from '../auth/use-focus-when-shown';
import { buttonClasses } from '../layout/button-link';
import { USER_INFO_QUERY_KEY, useUserInfo } from '../user-info/use-user-info';
import { type Recommendable, recommendPath } from './recommend-path';

const GOAL_LABELS: Record<OnboardingGoal, string> = {
  start_career: 'Start a career in software',
  upskill: 'Get better at my current job',
  interview: 'Prepare for coding interviews',
};
const EXPERIENCE_LABELS: Record<OnboardingExperience, string> = {
  new: 'I am new to programming',
  some: 'I have written some code',
  experienced: 'I program for a living',
};
const LANGUAGE_LABELS: Record<OnboardingLanguage, string> = {
  python: 'Python',
  javascript: 'JavaScript',
  cpp: 'C++',
  bash: 'Bash',
  any: 'No preference',
};

function Question<T extends string>({
  legend,
  name,
  options,
  labels,
  value,
  onValue,
}: {
  legend: string;
  name: string;
  options: readonly T[];
  labels: Record<T, string>;
  value: T | null;
  onValue: (value: T) => void;
}) {
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-fg">{legend}</legend>
      {options.map((option) => (
        <label key={option} className="flex items-center gap-2 text-sm text-fg">
          <input
            type="radio"
            name={name}
            value={option}
            checked={value === option}
            onChange={() => onValue(option)}
            data-testid={`onboarding-${name}-${option}`}
          />
          {labels[option]}
        </label>
      ))}
    </fieldset>
  );
}

/**
 * OnboardingModal (spec section 2): three questions, a recommendation from the catalogue
 * (recommend-path.ts), and for a signed-in user the onboarding flags of user info set through
 * POST /api/user/onboarding, so the questionnaire is not offered again.
 */
export function OnboardingQuestionnaire() {
  const { data: user } = useUserInfo();
  const queryClient = useQueryClient();
  const [goal, setGoal] = useState<OnboardingGoal | null>(null);
  const [experience, setExperience] = useState<OnboardingExperience | null>(null);
  const [language, setLanguage] = useState<OnboardingLanguage | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<Recommendable | 'none' | null>(null);
  const resultRef = useFocusWhenShown<HTMLDivElement>(result);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!goal || !experience || !language) {
      setError('Answer the three questions to get a recommendation.');
      return;
    }
    setBusy(true);
    setError(null);
    const answers = { goal, experience, language };
    const catalogue = await api.call(apiRefs.catalogue.list, { query: { kind: 'all', page_size: 48 } });
    if (!catalogue.ok) {
      setBusy(false);
      setError(catalogue.errorText);
      return;
    }
    const items = catalogue.data.items.filter(
      (item): item is typeof item & Recommendable => item.kind !== 'shot',
    );
    if (user) {
      const saved = await api.call(apiRefs.workflow.onboarding, { body: answers });
      if (!saved.ok) {
        setBusy(false);
        setError(saved.errorText);
        return;
      }
      await queryClient.invalidateQueries({ queryKey: USER_INFO_QUERY_KEY });
    }
    setBusy(false);
    const recommended = recommendPath(answers, items);
    // A signed-in user's answers are recorded by the api (POST /api/user/onboarding); a visitor's here.
    if (!user)
      recordBrowserEvent(PRODUCT_EVENTS.ONBOARDING_COMPLETED, {
        ...answers,
        recommended: recommended?.slug ?? '',
      });
    setResult(recommended ?? 'none');
  };

  if (result)
    return (
      <div ref={resultRef} tabIndex={-1} className="space-y-4" data-testid="onboarding-result">
        {result === 'none' ? (
          <p className="text-fg">The catalogue is empty right now, so we have nothing to recommend.</p>
        ) : (
          <>
            <p className="text-fg">We suggest you start with</p>
            <p
              className="text-xl font-semibold text-fg"
              data-testid="onboarding-recommendation"
              data-slug={result.slug}
            >
              {result.title}
            </p>
            <p className="text-sm text-muted">{result.kind === 'path' ? 'A learning path' : 'A course'}</p>
            <Link href={result.url} className={buttonClasses()}>
              Open {result.kind === 'path' ? 'the path' : 'the course'}
            </Link>
          </>
        )}
        {user ? null : <p className="text-sm text-muted">Sign up to keep your progress as you learn.</p>}
      </div>
    );

  return (
    <form onSubmit={submit} className="space-y-5" data-testid="onboarding-form" noValidate>
      {error ? <FormMessage tone="error">{error}</FormMessage> : null}
      <Question
        legend="What is your goal?"
        name="goal"
        options={ONBOARDING_GOALS}
        labels={GOAL_LABELS}
        value={goal}
        onValue={setGoal}
      />
      <Question
        legend="How much have you programmed?"
        name="experience"
        options={ONBOARDING_EXPERIENCE}
        labels={EXPERIENCE_LABELS}
        value={experience}
        onValue={setExperience}
      />
      <Question
        legend="Which language interests you most?"
        name="language"
        options={ONBOARDING_LANGUAGES}
        labels={LANGUAGE_LABELS}
        value={language}
        onValue={setLanguage}
      />
      <SubmitButton busy={busy} testId="onboarding-submit">
        Recommend where to start
      </SubmitButton>
    </form>
  );
}
