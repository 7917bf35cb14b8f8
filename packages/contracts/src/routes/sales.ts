import {
  contactSpecialistBodySchema,
  contactSpecialistReplySchema,
  recruitingCostEmailBodySchema,
  recruitingCostEmailReplySchema,
} from '../sales';
import { defineRoute } from './define-route';

const tags = ['sales'];

export const salesRoutes = {
  /** ContactSpecialistModal (spec section 2): anyone may ask; rate-limited per address. */
  contactSpecialist: defineRoute({
    method: 'POST',
    path: '/api/business/contact-specialist',
    tags,
    summary: 'Leave a lead for sales (name, work e-mail, company, seats, message); mailed to sales',
    body: contactSpecialistBodySchema,
    reply: contactSpecialistReplySchema,
    errors: [400, 429],
  }),
  /** Spec section 9: PUT /api/recruiting-cost/send-result-email. */
  sendRecruitingCostEmail: defineRoute({
    method: 'PUT',
    path: '/api/recruiting-cost/send-result-email',
    tags,
    summary: "Mail the recruiting cost calculator's estimate to the address given",
    body: recruitingCostEmailBodySchema,
    reply: recruitingCostEmailReplySchema,
    errors: [400, 429],
  }),
};
