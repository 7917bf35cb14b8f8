/** What the way in for companies says (spec section 2 ContactSpecialistModal, RecruitingCostCalculatorUserForm). */
export const SALES_MESSAGES = {
  LEAD_RECEIVED:
    'Thank you. A specialist will e-mail you within one working day about plans for your company.',
  ESTIMATE_SENT: 'We sent your recruiting cost estimate. Check your inbox.',
} as const;
