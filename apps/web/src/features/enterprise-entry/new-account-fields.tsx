'use client';

import { useState } from 'react';
import { Field, PasswordField } from '../auth/form-parts';

/** What the person types into NewAccountFields. */
export function useNewAccount() {
  const [fullName, setFullName] = useState('');
  const [password, setPassword] = useState('');
  return { fullName, setFullName, password, setPassword };
}

/**
 * The name and new password of an account a mailed link creates (enterprise entry, invitation
 * sign-up): the link proves the address, so these two are all the form asks.
 */
export function NewAccountFields({
  account,
  errors,
  testIds,
}: {
  account: ReturnType<typeof useNewAccount>;
  errors: { fullName: string | undefined; password: string | undefined };
  testIds: { fullName: string; password: string };
}) {
  return (
    <>
      <Field
        label="Your name"
        name="name"
        autoComplete="name"
        value={account.fullName}
        onChange={(event) => account.setFullName(event.target.value)}
        error={errors.fullName}
        data-testid={testIds.fullName}
      />
      <PasswordField
        value={account.password}
        onValue={account.setPassword}
        error={errors.password}
        testId={testIds.password}
        isNew
      />
    </>
  );
}
