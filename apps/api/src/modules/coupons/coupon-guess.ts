import { type RateLimitRule, WRONG_CODE_RULES } from '../auth';

/**
 * Coupon codes are words people can guess (SAVE20): wrong ones are bounded per address and, when
 * signed in, per account, like gift codes; a right one never counts.
 */
export function couponGuessKeys(request: {
  ip: string;
  user: { id: string } | null;
}): [string, RateLimitRule][] {
  return [
    [`coupon-guess-ip:${request.ip}`, WRONG_CODE_RULES.perIp],
    ...(request.user
      ? [[`coupon-guess-user:${request.user.id}`, WRONG_CODE_RULES.perAccount] as [string, RateLimitRule]]
      : []),
  ];
}
