import { ChevronDown } from '@/components/ui/icons';

import { useT, type MessageId } from '@/lib/i18n';

/** Spec §2: the ten questions, in order (their words in the catalogues, `faq.q1`…`faq.a10`). */
export const FAQS: { question: MessageId; answer: MessageId }[] = [
  { question: 'faq.q1', answer: 'faq.a1' },
  { question: 'faq.q2', answer: 'faq.a2' },
  { question: 'faq.q3', answer: 'faq.a3' },
  { question: 'faq.q4', answer: 'faq.a4' },
  { question: 'faq.q5', answer: 'faq.a5' },
  { question: 'faq.q6', answer: 'faq.a6' },
  { question: 'faq.q7', answer: 'faq.a7' },
  { question: 'faq.q8', answer: 'faq.a8' },
  { question: 'faq.q9', answer: 'faq.a9' },
  { question: 'faq.q10', answer: 'faq.a10' },
];

/**
 * Native disclosures: every answer is in the server's HTML (for search engines, and for a reader whose
 * phone has not run the page's code, or never will), and each opens with a tap, Enter or Space without it.
 * They share a `name`, so opening one closes the other (spec §4: one answer open at a time) where the
 * browser knows exclusive details; an older one lets several stay open, which loses nothing.
 */
export function FaqList() {
  const t = useT();
  return (
    <div className="flex flex-col gap-3 lg:max-w-3xl">
      {FAQS.map(({ question, answer }) => (
        <details
          key={question}
          name="faq"
          className="group overflow-hidden rounded-xl border border-border bg-card text-card-foreground shadow-sm"
        >
          <summary className="flex w-full cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-left font-semibold hover:bg-muted [&::-webkit-details-marker]:hidden">
            {t(question)}
            <ChevronDown
              aria-hidden="true"
              className="size-5 shrink-0 text-muted-foreground transition-transform group-open:rotate-180 motion-reduce:transition-none"
            />
          </summary>
          <p className="px-5 pb-5 text-muted-foreground">{t(answer)}</p>
        </details>
      ))}
    </div>
  );
}
