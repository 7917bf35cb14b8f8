import type { ContactSpecialistBody, RecruitingCostEmailBody } from '@learnbox/contracts';
import type { Database } from '@learnbox/db';
import type { MailMessage } from '../../platform/mail/mail.service';
import { contactSpecialist } from './contact-specialist';
import { createLeadsRepository } from './leads.repository';
import { sendRecruitingCostEmail } from './send-recruiting-cost-email';

/** The sales use cases on one database: what the routes call. */
export function salesServiceFor(
  db: Database,
  options: { sendMail: (message: MailMessage) => Promise<unknown>; salesEmail: string; webOrigin: string },
) {
  const leads = createLeadsRepository(db);
  return {
    contactSpecialist: (body: ContactSpecialistBody) =>
      contactSpecialist({ leads, sendMail: options.sendMail, salesEmail: options.salesEmail }, body),
    sendRecruitingCostEmail: (body: RecruitingCostEmailBody) =>
      sendRecruitingCostEmail({ sendMail: options.sendMail, webOrigin: options.webOrigin }, body),
  };
}
