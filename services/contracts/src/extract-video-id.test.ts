import { describe, expect, it } from 'vitest';
import { cleanWatchPath, extractVideoId } from './extract-video-id.ts';

const ID = 'dQw4w9WgXcQ';

describe('extractVideoId', () => {
  it.each([
    [ID],
    [`  ${ID}\n`],
    [`https://www.youtube.com/watch?v=${ID}`],
    [`http://youtube.com/watch?v=${ID}`],
    [`www.youtube.com/watch?v=${ID}`],
    [`youtube.com/watch?v=${ID}`],
    [`https://m.youtube.com/watch?v=${ID}&feature=youtu.be`],
    [`https://music.youtube.com/watch?v=${ID}&list=RDAMVM${ID}`],
    [`https://www.youtube.com/watch?feature=share&v=${ID}&t=42s`],
    [`https://www.youtube.com/watch?v=${ID}&list=PL590L5WQmH8fJ54F369BLDSqIwcs-TCfs&index=3`],
    [`https://www.youtube.com/watch?v=${ID}#t=1m30s`],
    [`https://WWW.YOUTUBE.COM/watch?v=${ID}`],
    [`https://youtu.be/${ID}`],
    [`https://youtu.be/${ID}?si=Xy12abc&t=10`],
    [`youtu.be/${ID}`],
    [`https://www.youtube.com/shorts/${ID}`],
    [`https://youtube.com/shorts/${ID}?feature=share`],
    [`https://www.youtube.com/embed/${ID}?autoplay=1&rel=0`],
    [`https://www.youtube-nocookie.com/embed/${ID}`],
    [`https://www.youtube.com/live/${ID}?si=abc`],
    [`https://www.youtube.com/v/${ID}?version=3`],
    [`https://www.youtube.com/e/${ID}`],
    [`https://www.youtube.com/?v=${ID}`],
    [`https://www.youtube.com/attribution_link?a=x&u=%2Fwatch%3Fv%3D${ID}%26feature%3Dshare`],
    // Pasted from a chat message: the sentence's full stop, a bracket, quotes, a space and more.
    [`https://youtu.be/${ID}.`],
    [`(https://youtu.be/${ID})`],
    [`"https://www.youtube.com/watch?v=${ID}"`],
    [`https://youtu.be/${ID}"`],
    [`https://youtu.be/${ID}🙂`],
    [`https://www.youtube.com/shorts/${ID}»`],
    [`«${ID}»`],
    [`https://www.youtube.com/watch?v=${ID}.`],
    [`https://www.youtube.com/shorts/${ID}!`],
    [`${ID}.`],
    [`${ID}" `],
  ])('finds the id in %s', (input) => {
    expect(extractVideoId(input)).toBe(ID);
  });

  it('accepts every character an id may hold', () => {
    expect(extractVideoId('a-b_c-D_E-1')).toBe('a-b_c-D_E-1');
    expect(extractVideoId('https://youtu.be/a-b_c-D_E-1')).toBe('a-b_c-D_E-1');
  });

  it.each([
    [''],
    ['   '],
    ['dQw4w9WgXc'], // 10 characters
    ['dQw4w9WgXcQQ'], // 12 characters
    ['dQw4w9WgXc!'],
    ['not a video at all'],
    [`https://vimeo.com/${ID}`],
    [`https://www.youtube.com.evil.example/watch?v=${ID}`],
    [`https://notyoutube.com/watch?v=${ID}`],
    ['https://www.youtube.com/watch?v=short'],
    [`https://www.youtube.com/watch?v=${ID}extra`],
    ['https://www.youtube.com/watch'],
    ['https://www.youtube.com/@khanacademy'],
    ['https://www.youtube.com/channel/UC4a-Gbdw7vOaccHmFo40b9g'],
    ['https://www.youtube.com/playlist?list=PL590L5WQmH8fJ54F369BLDSqIwcs-TCfs'],
    ['https://youtu.be/'],
    ['https://www.youtube.com/shorts/'],
    ['javascript:alert(1)'],
    [`${ID} and more words`],
    [`https://youtu.be/${ID}x.`],
  ])('refuses %j', (input) => {
    expect(extractVideoId(input)).toBeNull();
  });
});

describe('cleanWatchPath', () => {
  it.each([
    [`/watch_home/${ID}.`, `/watch_home/${ID}`],
    [`/watch/${ID}%20`, `/watch/${ID}`],
    [`/watch/${ID})`, `/watch/${ID}`],
    [`/watch/${ID}&t=30`, `/watch/${ID}`],
    [`/watch/${ID}&t=30s&feature=share`, `/watch/${ID}`],
    [`/watch_mindset/${ID}...`, `/watch_mindset/${ID}`],
    [`/watch_technology/${ID}%E2%80%9D`, `/watch_technology/${ID}`], // a closing quote
    [`/watch_more/${ID}!%20%F0%9F%91%8D`, `/watch_more/${ID}`], // "! 👍"
    [`/watch/${ID}%C2%A0`, `/watch/${ID}`], // a no-break space
    [`/watch/${ID}%E2%80%8B`, `/watch/${ID}`], // a zero-width space
    [`/watch/${ID}%3Ft=30`, `/watch/${ID}`], // an encoded "?"
    [`/watch/${ID},/`, `/watch/${ID}`],
    [`/watch/${ID}%`, `/watch/${ID}`],
    [`/Watch_Home/${ID}.`, `/watch_home/${ID}`],
    [`/watch/a-b_c-D_E-1.`, `/watch/a-b_c-D_E-1`],
  ])('sends %s to %s', (from, to) => {
    expect(cleanWatchPath(from)).toBe(to);
  });

  it.each([
    [`/watch/${ID}`], // already clean
    [`/watch/${ID}/`],
    [`/watch_home/${ID}`],
    ['/watch/dQw4w9WgXc.'], // 10 characters
    [`/watch/${ID}Q`], // 12 characters
    [`/watch/${ID}-.`], // 12 id characters, then junk
    [`/watch/${ID}_`],
    [`/watch/${ID}.html`],
    [`/watch/${ID}%20and%20more%20words`],
    ['/watch/not%20an%20id'],
    ['/watch/dQw4w9%20WgXcQ'],
    [`/watch/${ID}./more`],
    [`/watchlater/${ID}.`],
    [`/video_input/${ID}.`],
    [`/${ID}.`],
    ['/watch/'],
  ])('leaves %s alone', (pathname) => {
    expect(cleanWatchPath(pathname)).toBeNull();
  });
});
