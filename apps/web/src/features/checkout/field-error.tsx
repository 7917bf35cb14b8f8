/** The api's sentence for one field, tied to its input by id for screen readers. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <span
      id={id}
      className="mt-1 block text-sm text-red-700 dark:text-red-300"
      data-testid={`field-error-${id}`}
    >
      {message}
    </span>
  );
}
