import type { Location } from 'react-router';
import { describe, expect, it } from 'vitest';
import { returnTo, sameSitePath } from './returnTo';

const at = (state: unknown): Location => ({
  pathname: '/sign-up',
  search: '',
  hash: '',
  key: 'default',
  state,
});

describe('where signing in or up returns to', () => {
  it('When the visitor came from a page of the site, then it goes back there, query and all', () => {
    expect(returnTo(at({ from: '/booking' }))).toBe('/booking');
    expect(returnTo(at({ from: '/my-bookings?cancelled=12' }))).toBe('/my-bookings?cancelled=12');
    expect(returnTo(at({ from: '/pay-success/:42' }))).toBe('/pay-success/:42');
  });

  it('When nothing says where from, then it goes home, as in the seed', () => {
    expect(returnTo(at(null))).toBe('/');
    expect(returnTo(at({}))).toBe('/');
    expect(returnTo(at({ from: 42 }))).toBe('/');
  });

  it('When the path would lead off the site, then it goes home instead', () => {
    for (const from of [
      '//elsewhere.example/booking',
      '/\\elsewhere.example',
      '/\\/elsewhere.example',
      'https://elsewhere.example/',
      'javascript:alert(1)',
      '/\t/elsewhere.example',
      'booking',
      '',
    ]) {
      expect(sameSitePath(from), from).toBeNull();
      expect(returnTo(at({ from })), from).toBe('/');
    }
  });

  it('When it came from signing in, up or out, then it does not go round again', () => {
    for (const from of ['/sign-in', '/sign-up', '/sign-out', '/sign-in?x=1']) {
      expect(returnTo(at({ from })), from).toBe('/');
    }
  });
});
