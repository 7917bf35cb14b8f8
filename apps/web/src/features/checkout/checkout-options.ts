import type { CheckoutType } from './checkout-types';

/** Which fields each checkout type asks for (the api checks the same rules). */
export interface CheckoutFields {
  plan: boolean;
  card: 'required' | 'optional' | 'none';
  coupon: boolean;
  gift: boolean;
  organizationName: boolean;
  seats: boolean;
  organization: boolean;
  course: boolean;
}

const base: CheckoutFields = {
  plan: true,
  card: 'required',
  coupon: true,
  gift: false,
  organizationName: false,
  seats: false,
  organization: false,
  course: false,
};

export function fieldsFor(type: CheckoutType): CheckoutFields {
  switch (type) {
    case 'subscription-gift':
      return { ...base, gift: true };
    case 'subscription-downgrade':
      return { ...base, card: 'none', coupon: false };
    case 'subscription-upgrade':
    case 'subscription-quick-buy':
    case 'b2c-trial-quick-avail':
      return { ...base, card: 'optional', coupon: type !== 'b2c-trial-quick-avail' };
    case 'b2c-trial-avail':
      return { ...base, coupon: false };
    case 'team-subscription-buy':
    case 'enterprise-subscription-buy':
    case 'loggedout-enterprise-purchase':
      return { ...base, organizationName: true, seats: true };
    case 'team-subscription-seats-purchase':
    case 'enterprise-seats-purchase':
      return { ...base, plan: false, card: 'optional', organization: true, seats: true };
    case 'team-subscription-reactivation':
    case 'enterprise-subscription-reactivation':
      return { ...base, plan: false, organization: true };
    case 'enterprise-subscription-upgrade':
      return { ...base, card: 'optional', organization: true };
    case 'course-purchase':
    case 'certificate-purchase':
      return { ...base, plan: false, course: true };
    default:
      return base;
  }
}
