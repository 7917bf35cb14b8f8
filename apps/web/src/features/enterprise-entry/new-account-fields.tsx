import { Field, PasswordField } from '../auth/form-parts';

/**
 * The name and new password of an account a mailed link creates (enterprise entry, invitation
 * sign-up): the link proves the address, so these two are all the form asks.
 */
export function NewAccountFields({
  fullName,
  onFullName,
  password,
  onPassword,
  errors,
  testIds,
}: {
  fullName: string;
  onFullName: (value: string) => void;
  password: string;
  onPassword: (value: string) => void;
  errors: { fullName: string | undefined; password: string | undefined };
  testIds: { fullName: string; password: string };
}) {
  return (
    <>
      <Field
        label="Your name"
        name="name"
        autoComplete="name"
        value={fullName}
        onChange={(event) => onFullName(event.target.value)}
        error={errors.fullName}
        data-testid={testIds.fullName}
      />
      <PasswordField
        value={password}
        onValue={onPassword}
        error={errors.password}
        testId={testIds.password}
        isNew
      />
    </>
  );
}
