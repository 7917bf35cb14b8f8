import { DomainError } from '@learnbox/domain';
import type { CheckoutInput } from './checkout-handler';

/**
 * A field the order needs but its price does not (a team's name, a gift's recipient): a charge
 * refuses to go on without it, naming the field; a quote prices the order without it.
 */
export function requireOrderField(
  input: CheckoutInput,
  value: string | undefined,
  field: string,
  message: string,
): string {
  if (value) return value;
  if (input.purpose === 'quote') return '';
  throw new DomainError(message, 400, { [field]: message });
}
