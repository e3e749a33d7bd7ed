import { describe, expect, it } from 'vitest';
import { isPagePath } from './routes';

describe('isPagePath', () => {
  it('knows every page of the seed, with or without a trailing slash', () => {
    for (const path of [
      '/',
      '/about',
      '/about/',
      '/site-rules',
      '/cancellation-policy',
      '/free-times',
      '/booking',
      '/my-bookings',
      '/sign-up',
      '/sign-in',
      '/sign-out',
      '/forgot-password',
      '/reset-password',
      '/admin',
      '/pay-success/abc123',
      '/pay-success/:abc123',
      '/test-checkout/tc_0123',
      '/waitlist/offer/12',
    ]) {
      expect(isPagePath(path), path).toBe(true);
    }
  });

  it('does not claim paths that are not pages', () => {
    for (const path of [
      '/nope',
      '/about/more',
      '/pay-success',
      '/pay-success/a/b',
      '/api/park',
      '//',
    ]) {
      expect(isPagePath(path), path).toBe(false);
    }
  });
});
