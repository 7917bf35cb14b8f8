import { describe, expect, it } from 'vitest';
import { entryStep, termText } from './entry-step';

const base = { email: 'cto@fresh.example', signed_in_email: null, account_exists: false };

describe('the step an entry link page shows', () => {
  it('asks a logged-out address without an account to sign up, and one with an account to log in', () => {
    expect(entryStep(base)).toBe('signup');
    expect(entryStep({ ...base, account_exists: true })).toBe('login');
  });

  it('lets the logged-in owner of the address create the organization, case ignored', () => {
    expect(entryStep({ ...base, signed_in_email: 'CTO@Fresh.example', account_exists: true })).toBe('create');
  });

  it('stops another logged-in account', () => {
    expect(entryStep({ ...base, signed_in_email: 'someone@else.example', account_exists: true })).toBe(
      'wrong-account',
    );
  });

  it('says the term in seats and days or months', () => {
    expect(termText({ seats: 5, term: { unit: 'days', length: 14 } })).toBe('5 seats for 14 days');
    expect(termText({ seats: 1, term: { unit: 'months', length: 1 } })).toBe('1 seat for 1 month');
  });
});
