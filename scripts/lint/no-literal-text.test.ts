import { describe, it } from 'vitest';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import noLiteralText from './no-literal-text.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } },
});
const literal = (text: string) => ({ messageId: 'literal', data: { text } });

tester.run('no-literal-text', noLiteralText, {
  valid: [
    // Words from the catalogue, message ids, brand names, class names and keys.
    "const a = <p>{t('home.title')}</p>;",
    "const a = <button aria-label={t('menu.open')} className='px-3 py-2' />;",
    'const a = <span>FocusTube</span>;',
    "showToast(t('video.approved'));",
    "const key = section ?? 'pending';",
    "const path = `/courses/${slug || 'python-from-zero'}`;",
    "const on = ready && 'Loaded';",
    'const a = <p>{count} · {total}</p>;',
  ],
  invalid: [
    { code: 'const a = <p>Hello there</p>;', errors: [literal('Hello there')] },
    { code: "const a = <img alt='A cat asleep' />;", errors: [literal('A cat asleep')] },
    { code: "const a = <p>{open ? 'Show less' : t('more')}</p>;", errors: [literal('Show less')] },
    { code: "showToast('Video approved!');", errors: [literal('Video approved!')] },
    // A fallback for missing data, outside JSX: one report each, in a .ts file as in a component.
    { code: "const title = video.title || 'No Title';", errors: [literal('No Title')] },
    { code: "const a = <h3>{video.title || 'No Title'}</h3>;", errors: [literal('No Title')] },
    { code: "const a = <Card heading={video.title || 'Untitled video'} />;", errors: [literal('Untitled video')] },
    {
      code: 'const d = course.description ?? `${course.title}: a course of ${n} videos.`;',
      errors: [literal(': a course of   videos.')],
    },
  ],
});
