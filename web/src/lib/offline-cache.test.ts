import { describe, expect, it } from 'vitest';
import { isPageRead, isPublicApiRequest, PAGE_READ, pagePolicy } from './offline-cache';

const origin = 'https://focustube.example';
const policy = (path: string) => pagePolicy(new URL(path, origin), origin);
const keepsAnswer = (path: string, init: RequestInit = {}) =>
  isPublicApiRequest(new Request(origin + path, init), origin);

describe('pagePolicy', () => {
  it('keeps the public pages a visitor reads, whatever the case of their path', () => {
    for (const path of ['/', '/watch/abcdefghijk', '/technology/programming', '/Quran/Quran', '/faqs', '/search?q=x']) {
      expect(policy(path), path).toBe('keep');
    }
  });

  it('fetches members’ and moderators’ screens from the network only', () => {
    for (const path of ['/login', '/my-learning', '/settings', '/myprofile', '/dustbin', '/approvedvideos', '/Login']) {
      expect(policy(path), path).toBe('network-only');
    }
    expect(policy('/loginx')).toBe('keep');
  });

  it('leaves the API, the socket, metrics, the admin area and other sites to the browser', () => {
    for (const path of [
      '/api/docs',
      '/socket.io/',
      '/metrics',
      '/admin',
      '/admin/queues',
      '/ADMIN/users',
      '/sitemap.xml',
    ]) {
      expect(policy(path), path).toBe('browser');
    }
    expect(pagePolicy(new URL('https://www.youtube.com/watch?v=x'), origin)).toBe('browser');
  });
});

describe('isPublicApiRequest', () => {
  it('accepts GETs of the public catalogue', () => {
    for (const path of [
      '/api/approved/?categories=technology&page=2',
      '/api/approved/abcdefghijk/',
      '/api/videos/abcdefghijk/',
      '/api/guidelines/',
      '/api/categories',
      '/api/site/',
    ]) {
      expect(keepsAnswer(path), path).toBe(true);
    }
  });

  it('refuses a member’s token, other methods, moderation and account paths, and other origins', () => {
    expect(keepsAnswer('/api/approved/', { headers: { Authorization: 'Bearer x' } })).toBe(false);
    expect(keepsAnswer('/api/approved/', { method: 'POST' })).toBe(false);
    for (const path of [
      '/api/user/',
      '/api/my-learning/',
      '/api/progress/',
      '/api/pending-videos/',
      '/api/dustbin/',
      '/api/videos/abcdefghijk/history/',
      '/api/videos/abcdefghijk/reviewing/',
      '/api/suggestions?query=a',
      '/api/jobs/1',
    ]) {
      expect(keepsAnswer(path), path).toBe(false);
    }
    expect(isPublicApiRequest(new Request('https://other.example/api/approved/'), origin)).toBe(false);
  });
});

describe('isPageRead', () => {
  it('recognises only the page-read message', () => {
    expect(isPageRead({ type: PAGE_READ, url: '/faqs', title: 'FAQs' })).toBe(true);
    expect(isPageRead({ type: PAGE_READ, url: '/faqs' })).toBe(false);
    expect(isPageRead({ type: 'SKIP_WAITING' })).toBe(false);
    expect(isPageRead(null)).toBe(false);
  });
});
