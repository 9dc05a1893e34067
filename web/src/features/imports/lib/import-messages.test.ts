import { describe, expect, it } from 'vitest';

import { ApiError } from '@/lib/api-client';

import {
  CHANNEL_ID_REQUIRED,
  checkChannelId,
  checkMaxResults,
  checkVideoInput,
  fetchedMessage,
  MAX_RESULTS_INVALID,
  NETWORK_ERROR,
  SAVE_FAILED,
  saveFailedMessage,
  VIDEO_ID_INVALID,
  VIDEO_ID_REQUIRED,
} from './import-messages';

describe('checking the import tool inputs', () => {
  it('requires a video id and reads it out of a link', () => {
    expect(checkVideoInput('')).toEqual({ ok: false, error: '❌ Video ID is required.' });
    expect(checkVideoInput('   ')).toEqual({ ok: false, error: VIDEO_ID_REQUIRED });
    expect(checkVideoInput('https://youtu.be/dQw4w9WgXcQ?t=42')).toEqual({ ok: true, value: 'dQw4w9WgXcQ' });
    expect(checkVideoInput(' dQw4w9WgXcQ ')).toEqual({ ok: true, value: 'dQw4w9WgXcQ' });
    expect(checkVideoInput('https://vimeo.com/12345')).toEqual({ ok: false, error: VIDEO_ID_INVALID });
    expect(checkVideoInput('too-short')).toEqual({
      ok: false,
      error: 'Paste a YouTube link or an 11-character video id.',
    });
  });

  it('requires a channel id', () => {
    expect(checkChannelId(' ')).toEqual({ ok: false, error: '❌ Channel ID is required.' });
    expect(checkChannelId(' UCfakeKhanAcademy00000 ')).toEqual({ ok: true, value: 'UCfakeKhanAcademy00000' });
    expect(CHANNEL_ID_REQUIRED).toBe('❌ Channel ID is required.');
  });

  it('takes 5 results unless told, and 1 to 50 at most', () => {
    expect(checkMaxResults('')).toEqual({ ok: true, value: 5 });
    expect(checkMaxResults('50')).toEqual({ ok: true, value: 50 });
    for (const wrong of ['0', '51', '2.5', 'ten'])
      expect(checkMaxResults(wrong)).toEqual({ ok: false, error: MAX_RESULTS_INVALID });
  });
});

describe('the import tool outcome texts', () => {
  it('counts fetched videos', () => {
    expect(fetchedMessage(5)).toBe('✅ Fetched 5 videos successfully!');
  });

  it("shows the server's detail, a network error, or a plain failure", () => {
    const problem = { type: 'about:blank', title: 'Service Unavailable', status: 503, detail: 'No YouTube key.' };
    expect(saveFailedMessage(new ApiError('No YouTube key.', 503, problem))).toBe('❌ Error: No YouTube key.');
    expect(saveFailedMessage(new ApiError('Could not reach FocusTube.', 0))).toBe(NETWORK_ERROR);
    expect(NETWORK_ERROR).toBe('❌ Network error occurred.');
    expect(saveFailedMessage(new Error('boom'))).toBe(SAVE_FAILED);
  });
});
