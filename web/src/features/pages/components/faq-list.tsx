import * as Accordion from '@radix-ui/react-accordion';
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

/** One answer open at a time (spec §4), with the keyboard handling of a maintained accordion. */
export function FaqList() {
  const t = useT();
  return (
    <Accordion.Root type="single" collapsible className="flex flex-col gap-3 lg:max-w-3xl">
      {FAQS.map(({ question, answer }, index) => (
        <Accordion.Item
          key={question}
          value={`faq-${index}`}
          className="overflow-hidden rounded-xl border border-border bg-card text-card-foreground shadow-sm"
        >
          <Accordion.Header asChild>
            <h2>
              <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-semibold hover:bg-muted">
                {t(question)}
                <ChevronDown
                  aria-hidden="true"
                  className="size-5 shrink-0 text-muted-foreground transition-transform group-data-[state=open]:rotate-180 motion-reduce:transition-none"
                />
              </Accordion.Trigger>
            </h2>
          </Accordion.Header>
          <Accordion.Content className="px-5 pb-5 text-muted-foreground">{t(answer)}</Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
