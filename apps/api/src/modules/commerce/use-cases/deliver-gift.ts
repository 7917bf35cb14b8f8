import type { Commerce } from '../compose';
import type { GiftRow } from '../repositories/gifts.repository';

/** What this use case works with. */
export type DeliverGiftDeps = Pick<
  Commerce,
  'customers' | 'gifts' | 'now' | 'plans' | 'sendMail' | 'webOrigin'
>;

/** The gift e-mail with its redeem link (through the mail outbox). */
export async function deliverGift(ctx: DeliverGiftDeps, gift: GiftRow): Promise<void> {
  const buyer = await ctx.customers.getUser(gift.buyerUserId);
  const plan = await ctx.plans.getPlan(gift.planCode);
  await ctx.sendMail({
    to: gift.recipientEmail,
    kind: 'gift',
    subject: `${buyer?.name ?? 'Someone'} sent you a Learnbox subscription`,
    text: [
      `${buyer?.name ?? 'Someone'} gave you ${plan?.months ?? ''} months of Learnbox ${plan?.name ?? ''}.`,
      gift.message ? `\n"${gift.message}"\n` : '',
      `Redeem it here: ${ctx.webOrigin}/gift/redeem?code=${gift.code}`,
    ].join('\n'),
  });
}

/** Sends every gift whose delivery date has come (the scheduler calls this). */
export async function deliverDueGifts(ctx: DeliverGiftDeps): Promise<number> {
  let sent = 0;
  for (;;) {
    const gift = await ctx.gifts.claimDueGift(ctx.now());
    if (!gift) return sent;
    await deliverGift(ctx, gift);
    sent += 1;
  }
}
