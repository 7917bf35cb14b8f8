import type { ContactSpecialistBody, ContactSpecialistReply } from '@learnbox/contracts';
import { SALES_MESSAGES } from '@learnbox/domain';
import type { MailMessage } from '../../platform/mail/mail.service';
import type { LeadsRepository } from './leads.repository';
import { leadMail } from './sales-mails';

export interface ContactSpecialistDeps {
  leads: LeadsRepository;
  sendMail: (message: MailMessage) => Promise<unknown>;
  salesEmail: string;
}

/** ContactSpecialistModal: the lead is stored first, then mailed to sales through the outbox. */
export async function contactSpecialist(
  deps: ContactSpecialistDeps,
  body: ContactSpecialistBody,
): Promise<ContactSpecialistReply> {
  const lead = await deps.leads.insert(body);
  await deps.sendMail(leadMail(deps.salesEmail, body));
  return { id: lead.id, message: SALES_MESSAGES.LEAD_RECEIVED };
}
