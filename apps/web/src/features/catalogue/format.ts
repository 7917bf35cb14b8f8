import type { CatalogueItem } from '@learnbox/contracts';
import { formatMoney, type MinorUnits } from '@learnbox/domain';

/** How a card or header names the price: Free, $39, or Included in the subscription. */
export function priceLabel(
  item: Pick<CatalogueItem, 'is_free' | 'is_priced' | 'price_cents' | 'currency'>,
): string {
  if (item.is_free) return 'Free';
  if (item.is_priced && item.price_cents !== null)
    return formatMoney(item.price_cents as MinorUnits, item.currency);
  return 'Included in the subscription';
}

export function minutesLabel(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest ? `${hours} h ${rest} min` : `${hours} h`;
}

export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
