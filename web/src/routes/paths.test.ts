import { describe, expect, it } from 'vitest';
import { loginReturningTo, PATH_AFTER_LOGIN, pathAfterLogin, paths } from './paths';

const searchOf = (url: string) => url.slice(url.indexOf('?'));

describe('login coming back to a page', () => {
  it('returns to the page of this app it was asked for, with its query', () => {
    const login = loginReturningTo(`${paths.payment}?plan=p1&voucher=CUPOM`);
    expect(login.startsWith(`${paths.auth.login}?`)).toBe(true);
    expect(pathAfterLogin(searchOf(login))).toBe('/payment?plan=p1&voucher=CUPOM');
  });

  it('goes to the dashboard when nothing, or another site, was asked for', () => {
    expect(pathAfterLogin('')).toBe(PATH_AFTER_LOGIN);
    for (const elsewhere of [
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      '/\t/evil.example',
      'javascript:alert(1)',
      'payment',
    ])
      expect(pathAfterLogin(searchOf(loginReturningTo(elsewhere))), elsewhere).toBe(
        PATH_AFTER_LOGIN,
      );
  });
});
