import type { FastifyInstance } from 'fastify';
import { JSDOM } from 'jsdom';

/**
 * A page as the server sends it and a crawler or a chat app's link preview reads it (no script run): its
 * answer, its document, a meta tag's content by property or name, its JSON-LD, title, canonical address and
 * the text of its main landmark.
 */
export async function renderedPage(app: FastifyInstance, url: string) {
  const res = await app.inject({ method: 'GET', url });
  const { document } = new JSDOM(res.body).window;
  const meta = (key: string) =>
    document.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content') ?? null;
  const jsonLd = [...document.querySelectorAll('script[type="application/ld+json"]')].map(
    (s) => JSON.parse(s.textContent ?? '') as Record<string, unknown>,
  );
  return {
    res,
    document,
    meta,
    jsonLd,
    title: document.title,
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
    main: document.querySelector('main')?.textContent ?? '',
  };
}
