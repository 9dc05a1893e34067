import * as Accordion from '@radix-ui/react-accordion';
import { ChevronDown } from 'lucide-react';

/** Spec §2: the ten questions, in order. */
export const FAQS = [
  {
    question: 'What is FocusTube?',
    answer:
      'FocusTube is a distraction-free learning website. It shows only educational videos that our moderators have reviewed and approved, so you can study a topic without being pulled away by unrelated content.',
  },
  {
    question: 'How is FocusTube different from YouTube?',
    answer:
      'The videos are played from YouTube, but FocusTube shows only a curated selection of them: no trending feed, no clickbait recommendations and no comment sections. Every video on the site is there because it teaches something.',
  },
  {
    question: 'Is FocusTube free to use?',
    answer:
      'Yes. Browsing, searching and watching are completely free. Donations help us pay for hosting and keep FocusTube free for everyone.',
  },
  {
    question: 'Can I request a new category?',
    answer:
      'Yes, please do. Send your idea through the Contact page or the Contribute page and tell us which topics you would like to see. Popular requests become new categories.',
  },
  {
    question: 'Will there be a FocusTube mobile app?',
    answer:
      'A mobile app is on our roadmap. Until then, FocusTube works well in any mobile browser, including dark mode.',
  },
  {
    question: 'Who is FocusTube for?',
    answer:
      'Students, self-taught learners, professionals, parents and teachers — anyone who wants to learn from videos without losing time to distractions.',
  },
  {
    question: 'Do I need to sign up?',
    answer:
      'No, you can browse and watch without an account. Signing up lets you bookmark videos, keep track of your progress and get recommendations that match what you are learning.',
  },
  {
    question: 'How are videos selected?',
    answer:
      'Our team curates videos from trusted educational channels, and filters keep out off-topic and low-quality content. A moderator approves every video before it appears, and removes videos that no longer meet our standards.',
  },
  {
    question: 'Can I suggest a video?',
    answer:
      'Yes. Signed-in users can suggest a video from the Contribute page by pasting its link. Our team reviews every suggestion and adds the ones that fit.',
  },
  {
    question: 'How can I support FocusTube?',
    answer:
      'You can donate, volunteer your skills, suggest great videos or simply tell your friends about FocusTube. Every bit of help keeps the project growing.',
  },
];

/** One answer open at a time (spec §4), with the keyboard handling of a maintained accordion. */
export function FaqList() {
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
                {question}
                <ChevronDown
                  aria-hidden="true"
                  className="size-5 shrink-0 text-muted-foreground transition-transform group-data-[state=open]:rotate-180 motion-reduce:transition-none"
                />
              </Accordion.Trigger>
            </h2>
          </Accordion.Header>
          <Accordion.Content className="px-5 pb-5 text-muted-foreground">{answer}</Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
