'use client';

import type { MarketingCta as Cta } from '@learnbox/contracts/marketing';
import { apiRefs } from '@learnbox/contracts/route-refs';
import Link from 'next/link';
import { type FormEvent, useState } from 'react';
import { api } from '../api-client/api-client';
import { readAttribution } from '../attribution';
import { EmailField, FormMessage, SubmitButton } from '../auth/form-parts';
import { useApiForm } from '../auth/use-api-form';
import { useModalStore } from '../modal-state/modal-store';
import { ModalDialog } from '../modals/modal-dialog';
import { MarketingFormView } from './marketing-form';

// Literal class names, so the stylesheet build sees every height staff may choose.
const HEIGHTS: Record<Cta['height'], string> = {
  'h-9': 'h-9',
  'h-10': 'h-10',
  'h-11': 'h-11',
  'h-12': 'h-12',
  'h-14': 'h-14',
};
const ALIGN: Record<Cta['alignment'], string> = {
  left: 'justify-start',
  center: 'justify-center',
  right: 'justify-end',
};

/** The e-mail pop-up of a call to action: PUT /api/event/marketing/email-capture, then the success modal. */
function EmailPopup({ cta, pageUrl, onClose }: { cta: Cta; pageUrl: string; onClose: () => void }) {
  const popup = cta.email_popup;
  const [email, setEmail] = useState('');
  const { busy, errorText, errors, submitWith } = useApiForm();
  if (!popup) return null;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const reply = await submitWith(() =>
      api.call(apiRefs.marketing.emailCapture, {
        body: { email, marketing_page_url: pageUrl, cta_url: cta.url, attribution: readAttribution() },
      }),
    );
    if (!reply) return;
    onClose();
    useModalStore.getState().open('EmailCaptureSuccessModal', { email, message: reply.message });
  };
  return (
    <ModalDialog
      title={popup.title}
      description={popup.description || undefined}
      testId="marketing-email-popup"
      onClose={onClose}
    >
      <form onSubmit={submit} className="space-y-4" noValidate>
        {errorText ? <FormMessage tone="error">{errorText}</FormMessage> : null}
        <EmailField value={email} onValue={setEmail} error={errors.email} testId="marketing-email" />
        <SubmitButton busy={busy} testId="marketing-email-submit">
          {popup.button_text}
        </SubmitButton>
      </form>
    </ModalDialog>
  );
}

/**
 * A top or bottom call to action (spec section 3): a link, an e-mail pop-up, or a
 * marketing-form modal, in the page's button colour (default #5553FF) and height (default h-11).
 */
export function MarketingCtaButton({ cta, pageUrl, testId }: { cta: Cta; pageUrl: string; testId: string }) {
  const [open, setOpen] = useState(false);
  const className = `inline-flex ${HEIGHTS[cta.height]} items-center justify-center rounded-xl px-6 text-sm font-semibold text-white shadow-sm hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand`;
  const style = { backgroundColor: cta.button_colour };
  return (
    <div className={`flex ${ALIGN[cta.alignment]}`}>
      {cta.type === 'link' ? (
        <Link href={cta.url} className={className} style={style} data-testid={testId}>
          {cta.text}
        </Link>
      ) : (
        <button
          type="button"
          className={className}
          style={style}
          onClick={() => setOpen(true)}
          data-testid={testId}
        >
          {cta.text}
        </button>
      )}
      {open && cta.type === 'email_popup' ? (
        <EmailPopup cta={cta} pageUrl={pageUrl} onClose={() => setOpen(false)} />
      ) : null}
      {open && cta.type === 'marketing_form' && cta.marketing_form ? (
        <ModalDialog
          title={cta.marketing_form.title || cta.text}
          testId="marketing-form-modal"
          onClose={() => setOpen(false)}
        >
          <MarketingFormView formId={cta.marketing_form.form_id} pageUrl={pageUrl} />
        </ModalDialog>
      ) : null}
    </div>
  );
}
