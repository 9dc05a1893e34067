import { CHANNEL_FETCH_DEFAULT, CHANNEL_FETCH_MAX, extractVideoId } from '@focustube/contracts';

import { ApiError } from '@/lib/api-client';
import { translate } from '@/lib/i18n';

/** The import tool's texts (spec §5 and §8), in English; the screens show them in the reader's language (`import.*`). */
export const VIDEO_ID_REQUIRED = '❌ Video ID is required.';
export const VIDEO_ID_INVALID = 'Paste a YouTube link or an 11-character video id.';
export const CHANNEL_ID_REQUIRED = '❌ Channel ID is required.';
export const VIDEO_SAVED = '✅ Video saved successfully!';
export const SAVE_FAILED = 'Failed to save';
export const NETWORK_ERROR = '❌ Network error occurred.';
export const FETCH_FAILED = '❌ Failed to fetch videos.';
export const RESOLVED = '✅ Channel ID resolved successfully!';
export const RESOLVE_FAILED = '❌ Failed to resolve channel ID.';

export const MAX_RESULTS_INVALID = `Max results must be a whole number from 1 to ${CHANNEL_FETCH_MAX}.`;

export type Checked<T> = { ok: true; value: T } | { ok: false; error: string };

/** The 11-character id in what was typed or pasted, or the message to show instead. */
export function checkVideoInput(input: string): Checked<string> {
  if (input.trim() === '') return { ok: false, error: translate('import.videoIdRequired') };
  const videoId = extractVideoId(input);
  return videoId ? { ok: true, value: videoId } : { ok: false, error: translate('suggest.videoInvalid') };
}

export function checkChannelId(input: string): Checked<string> {
  const channelId = input.trim();
  return channelId ? { ok: true, value: channelId } : { ok: false, error: translate('import.channelIdRequired') };
}

export function checkMaxResults(input: string): Checked<number> {
  const value = Number(input.trim() || CHANNEL_FETCH_DEFAULT);
  return Number.isInteger(value) && value >= 1 && value <= CHANNEL_FETCH_MAX
    ? { ok: true, value }
    : { ok: false, error: translate('import.maxInvalid', { max: CHANNEL_FETCH_MAX }) };
}

/** "✅ Fetched {n} videos successfully!" where n is how many were new to FocusTube. */
export const fetchedMessage = (imported: number) => translate('import.fetched', { count: imported });

/** The save tool's failure text: the server's detail, or that it could not be reached. */
export function saveFailedMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 0) return translate('import.networkError');
  const detail = error instanceof ApiError ? error.problem?.detail || error.message : '';
  return detail ? translate('import.error', { detail }) : translate('import.saveFailed');
}
