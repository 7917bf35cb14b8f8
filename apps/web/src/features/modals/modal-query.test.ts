import { MODAL_NAMES } from '@learnbox/domain';
import { describe, expect, it } from 'vitest';
import { useModalStore } from '../modal-state/modal-store';
import { parseModalQuery, withModalQuery, withoutModalQuery } from './modal-query';

describe('parseModalQuery', () => {
  it.each(MODAL_NAMES)('opens %s', (name) => {
    expect(parseModalQuery(`?modal=${name}`)).toBe(name);
  });

  it.each(['', '?modal=', '?modal=login', '?modal=Nope', '?other=Login', '?modal=Login%20'])(
    'ignores %j',
    (search) => {
      expect(parseModalQuery(search)).toBeNull();
    },
  );

  it('takes URLSearchParams too', () => {
    expect(parseModalQuery(new URLSearchParams({ modal: 'Signup', tag: 'x' }))).toBe('Signup');
  });
});

describe('withoutModalQuery', () => {
  it('removes only the modal parameter', () => {
    expect(withoutModalQuery('http://l:3000/explore?tag=go&modal=Login#top')).toBe('/explore?tag=go#top');
    expect(withoutModalQuery('http://l:3000/?modal=Login')).toBe('/');
  });

  it('is null when there is nothing to remove', () => {
    expect(withoutModalQuery('http://l:3000/explore?tag=go')).toBeNull();
  });
});

describe('withModalQuery', () => {
  it('adds or replaces the modal parameter', () => {
    expect(withModalQuery('/explore?tag=go', 'Signup')).toBe('/explore?tag=go&modal=Signup');
    expect(withModalQuery('/?modal=Login', 'Signup')).toBe('/?modal=Signup');
  });
});

describe('useModalStore', () => {
  it('opens by name with props and closes', () => {
    useModalStore.getState().open('Confirmation', { message: 'Sure?' });
    expect(useModalStore.getState()).toMatchObject({
      name: 'Confirmation',
      props: { message: 'Sure?' },
      fromQuery: false,
    });
    useModalStore.getState().close();
    expect(useModalStore.getState()).toMatchObject({ name: null, props: {}, fromQuery: false });
  });

  it('remembers a modal opened from the URL', () => {
    useModalStore.getState().openFromQuery('Login');
    expect(useModalStore.getState()).toMatchObject({ name: 'Login', fromQuery: true });
    useModalStore.getState().close();
  });
});
