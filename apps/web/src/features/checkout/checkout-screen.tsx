import { PageContainer, PageIntro } from '../page-intro/page-intro';
import { CheckoutForm } from './checkout-form';
import { CHECKOUT_TYPE_LABELS, type CheckoutQuery, type CheckoutType } from './checkout-types';

interface CheckoutScreenProps extends CheckoutQuery {
  checkoutType: CheckoutType;
}

export function CheckoutScreen({
  checkoutType,
  plan,
  monthlyToAnnual,
  courseId,
  organizationId,
}: CheckoutScreenProps) {
  return (
    <PageContainer>
      <PageIntro eyebrow="Checkout" title={CHECKOUT_TYPE_LABELS[checkoutType]} />
      <p className="sr-only" data-testid="checkout-type">
        {checkoutType}
      </p>
      <CheckoutForm
        checkoutType={checkoutType}
        planCode={plan}
        monthlyToAnnual={monthlyToAnnual === true}
        courseId={courseId ?? null}
        organizationId={organizationId ?? null}
      />
    </PageContainer>
  );
}
