import type { Rule } from 'eslint';

/** No user-visible words written into a component (see no-literal-text.js). */
declare const noLiteralText: Rule.RuleModule;
export default noLiteralText;
