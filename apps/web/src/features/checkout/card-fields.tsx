'use client';

export interface CardState {
  number: string;
  exp: string;
  cvc: string;
}

const input = 'mt-1 w-full rounded-lg border border-line bg-canvas px-3 py-2 text-fg';

/** Card number, expiry (MM/YY) and CVC; the api validates and hands them to the processor. */
export function CardFields({ value, onChange }: { value: CardState; onChange: (next: CardState) => void }) {
  return (
    <fieldset className="grid gap-3 sm:grid-cols-[2fr_1fr_1fr]">
      <legend className="mb-2 font-semibold text-fg">Card</legend>
      <label className="text-sm text-muted">
        Card number
        <input
          className={input}
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="4242 4242 4242 4242"
          value={value.number}
          onChange={(event) => onChange({ ...value, number: event.target.value })}
        />
      </label>
      <label className="text-sm text-muted">
        Expiry (MM/YY)
        <input
          className={input}
          autoComplete="cc-exp"
          placeholder="12/34"
          value={value.exp}
          onChange={(event) => onChange({ ...value, exp: event.target.value })}
        />
      </label>
      <label className="text-sm text-muted">
        CVC
        <input
          className={input}
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder="123"
          value={value.cvc}
          onChange={(event) => onChange({ ...value, cvc: event.target.value })}
        />
      </label>
    </fieldset>
  );
}

/** The card as the checkout body carries it; expiry MM/YY or MM/YYYY. */
export function toCardBody(card: CardState) {
  const [month = '', year = ''] = card.exp.split('/').map((part) => part.trim());
  const fullYear = year.length === 2 ? `20${year}` : year;
  return {
    number: card.number,
    exp_month: Number(month) || 0,
    exp_year: Number(fullYear) || 0,
    cvc: card.cvc,
  };
}
