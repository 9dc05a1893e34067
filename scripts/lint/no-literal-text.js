/**
 * No user-visible words written into a component: they come from the message catalogues
 * (web/src/locales, through useT/translate in lib/i18n), so both languages have them. Reports text between
 * JSX tags, words in the attributes a reader sees or hears (aria-label, title, placeholder, alt, label…),
 * words a JSX `{…}` shows directly (`{open ? 'Show less' : 'Show More'}`), and a notice's text
 * (`showToast('…')`). A string inside a call (a message id in `t('home.title')`) is not text.
 */
const VISIBLE_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'aria-valuetext',
  'alt',
  'title',
  'placeholder',
  'label',
  'description',
  'containerAriaLabel',
  'pendingLabel',
  'lead',
  'hint',
]);
const MESSAGE_ID = /^[a-z][A-Za-z]*(?:\.[A-Za-z]+)+$/;
const hasWords = (text) =>
  !MESSAGE_ID.test(text) && /\p{L}{2,}/u.test(text.replace(/\b(?:FocusTube|Focus|Tube|YouTube)\b/g, ''));
const noLiteralText = {
  meta: {
    type: 'problem',
    schema: [],
    messages: { literal: 'Words a reader sees come from the catalogues (useT): "{{text}}".' },
  },
  create(context) {
    const report = (node, text) =>
      context.report({ node, messageId: 'literal', data: { text: text.trim().slice(0, 40) } });
    /** Strings an expression shows as it is (through ?:, &&, ||, template parts), not those passed to calls. */
    const shown = (node) => {
      if (!node) return;
      if (node.type === 'Literal' && typeof node.value === 'string' && hasWords(node.value)) report(node, node.value);
      else if (node.type === 'TemplateLiteral') {
        const text = node.quasis.map((q) => q.value.cooked ?? '').join(' ');
        if (hasWords(text)) report(node, text);
      } else if (node.type === 'ConditionalExpression') {
        shown(node.consequent);
        shown(node.alternate);
      } else if (node.type === 'LogicalExpression') shown(node.right);
    };
    /** An expression the JSX visitors below already check: a child of an element, or a visible attribute. */
    const shownByJsx = (node) => {
      const container = node.parent;
      if (container.type !== 'JSXExpressionContainer') return false;
      const owner = container.parent;
      if (owner.type === 'JSXElement' || owner.type === 'JSXFragment') return true;
      return (
        owner.type === 'JSXAttribute' && owner.name.type === 'JSXIdentifier' && VISIBLE_ATTRIBUTES.has(owner.name.name)
      );
    };
    return {
      JSXText(node) {
        if (hasWords(node.value)) report(node, node.value);
      },
      JSXAttribute(node) {
        const name = node.name.type === 'JSXIdentifier' ? node.name.name : '';
        if (!VISIBLE_ATTRIBUTES.has(name) || !node.value) return;
        if (node.value.type === 'Literal') shown(node.value);
        else if (node.value.type === 'JSXExpressionContainer') shown(node.value.expression);
      },
      JSXExpressionContainer(node) {
        if (node.parent.type === 'JSXElement' || node.parent.type === 'JSXFragment') shown(node.expression);
      },
      CallExpression(node) {
        if (node.callee.type === 'Identifier' && node.callee.name === 'showToast') shown(node.arguments[0]);
      },
      // A fallback text outside JSX too (`const title = video.title || 'No Title'`): words standing in for
      // missing data are shown. Only text that reads as words (a space, or a capital): not a key like 'pending'.
      LogicalExpression(node) {
        const { right } = node;
        if (node.operator === '&&' || shownByJsx(node)) return;
        const text =
          right.type === 'Literal' && typeof right.value === 'string'
            ? right.value
            : right.type === 'TemplateLiteral'
              ? right.quasis.map((q) => q.value.cooked ?? '').join('')
              : '';
        if (/\p{L}\s+\p{L}|^\p{Lu}\p{Ll}/u.test(text)) shown(right);
      },
    };
  },
};

export default noLiteralText;
