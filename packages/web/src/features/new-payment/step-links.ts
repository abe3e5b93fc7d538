import { paths } from '../../config/paths';
import type { PaymentStep } from './model/step-guard';

export const STEP_HREF: Record<PaymentStep, string> = {
  recipient: paths.app.newPayment.recipient.getHref(),
  reason: paths.app.newPayment.reason.getHref(),
  amount: paths.app.newPayment.amount.getHref(),
  review: paths.app.newPayment.review.getHref(),
};
