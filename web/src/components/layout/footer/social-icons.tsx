import type { ComponentProps } from 'react';

// Outline marks in the style of the rest of the icons (lucide dropped brand logos).
const Stroke = (props: ComponentProps<'svg'>) => (
  <svg
    aria-hidden="true"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
    {...props}
  />
);

export const FacebookIcon = (props: ComponentProps<'svg'>) => (
  <Stroke {...props}>
    <path d="M18 2h-3a5 5 0 0 0-5 5v3H7v4h3v8h4v-8h3l1-4h-4V7a1 1 0 0 1 1-1h3z" />
  </Stroke>
);

export const TwitterIcon = (props: ComponentProps<'svg'>) => (
  <Stroke {...props}>
    <path d="M4 4h4.5L20 20h-4.5z" />
    <path d="M20 4l-6.6 7.3M4 20l6.6-7.3" />
  </Stroke>
);

export const InstagramIcon = (props: ComponentProps<'svg'>) => (
  <Stroke {...props}>
    <rect width="20" height="20" x="2" y="2" rx="5" />
    <circle cx="12" cy="12" r="4" />
    <path d="M17.5 6.5h.01" />
  </Stroke>
);

export const YouTubeIcon = (props: ComponentProps<'svg'>) => (
  <Stroke {...props}>
    <path d="M2.5 17a24 24 0 0 1 0-10 2 2 0 0 1 1.4-1.4 49.6 49.6 0 0 1 16.2 0A2 2 0 0 1 21.5 7a24 24 0 0 1 0 10 2 2 0 0 1-1.4 1.4 49.6 49.6 0 0 1-16.2 0A2 2 0 0 1 2.5 17" />
    <path d="m10 15 5-3-5-3z" />
  </Stroke>
);

export const TikTokIcon = (props: ComponentProps<'svg'>) => (
  <Stroke {...props}>
    <path d="M16 3a5 5 0 0 0 5 5v3a8 8 0 0 1-5-1.7V15a6 6 0 1 1-6-6v3.2A2.8 2.8 0 1 0 13 15V3z" />
  </Stroke>
);

export const ThreadsIcon = (props: ComponentProps<'svg'>) => (
  <Stroke {...props}>
    <path d="M16.5 11.2c-.6-3-3.2-3.9-5.3-3.2-2.4.8-2.6 4.3-.4 5.2 2.6 1 6.2-.2 5.8-4.6C16.2 4.8 13.6 3 11.5 3 6.5 3 3.5 6.7 3.5 12s3 9 8.5 9c3.5 0 6.3-1.7 7.3-4.6" />
  </Stroke>
);
