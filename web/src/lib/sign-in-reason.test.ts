import { afterEach, describe, expect, it } from 'vitest';
import {
  claimPendingAction,
  rememberPendingAction,
  signInReason,
  signInState,
  takePendingReport,
} from './sign-in-reason';

const watch = { pathname: '/watch/abcdefghijk', search: '' };

afterEach(() => sessionStorage.clear());

describe('signInReason', () => {
  it('reads back the reason a link to sign in was given, Save or Report', () => {
    expect(signInReason(signInState(watch, 'save'))).toBe('save');
    expect(signInReason(signInState(watch, 'report'))).toBe('report');
  });

  it('gives none for a sign-in opened without one, or with one it does not know', () => {
    for (const state of [null, undefined, {}, { from: watch }, { from: watch, reason: 'delete' }, 'report']) {
      expect(signInReason(state), JSON.stringify(state)).toBeUndefined();
    }
  });
});

describe('pending actions', () => {
  it('takes a Save at sign-in, once, leaving nothing for the page', () => {
    rememberPendingAction('save', 'abcdefghijk', watch);
    expect(claimPendingAction('/watch/abcdefghijk', 7)).toEqual({ action: 'save', videoId: 'abcdefghijk' });
    expect(claimPendingAction('/watch/abcdefghijk', 7)).toBeNull();
    expect(sessionStorage.length).toBe(0);
  });

  it('leaves a Report for its page to open, once, for the member who signed in at its request', () => {
    rememberPendingAction('report', 'abcdefghijk', watch);
    expect(claimPendingAction('/watch/abcdefghijk', 7)).toEqual({ action: 'report', videoId: 'abcdefghijk' });
    expect(takePendingReport('abcdefghijk', watch, 7)).toBe(true);
    expect(takePendingReport('abcdefghijk', watch, 7)).toBe(false);
  });

  it('opens no Report for another member, another video or a sign-in that was not at its request', () => {
    rememberPendingAction('report', 'abcdefghijk', watch);
    claimPendingAction('/watch/abcdefghijk', 7);
    expect(takePendingReport('abcdefghijk', watch, 8)).toBe(false);

    rememberPendingAction('report', 'abcdefghijk', watch);
    claimPendingAction('/watch/abcdefghijk', 7);
    expect(takePendingReport('zyxwvutsrqp', { pathname: '/watch/zyxwvutsrqp' }, 7)).toBe(false);
    expect(takePendingReport('abcdefghijk', watch, 7)).toBe(true);

    // Signed in without the sign-in page (another tab): not claimed, so not opened.
    rememberPendingAction('report', 'abcdefghijk', watch);
    expect(takePendingReport('abcdefghijk', watch, 7)).toBe(false);
  });

  it('drops an action asked for on another page than the one the sign-in returns to', () => {
    rememberPendingAction('report', 'abcdefghijk', watch);
    expect(claimPendingAction('/', 7)).toBeNull();
    expect(takePendingReport('abcdefghijk', watch, 7)).toBe(false);
    rememberPendingAction('save', 'abcdefghijk', watch);
    expect(claimPendingAction('/', 7)).toBeNull();
    expect(sessionStorage.length).toBe(0);
  });

  it('does not open a Report for a Save asked for', () => {
    rememberPendingAction('save', 'abcdefghijk', watch);
    expect(takePendingReport('abcdefghijk', watch, 7)).toBe(false);
    expect(claimPendingAction('/watch/abcdefghijk', 7)).toEqual({ action: 'save', videoId: 'abcdefghijk' });
  });
});
