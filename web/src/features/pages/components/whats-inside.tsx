import { Link } from 'react-router-dom';

/** Spec §2: the 18 pages, in the spec's order and spelling, each mapped to a route of the site. */
export const INSIDE_PAGES = [
  { label: 'Home', to: '/', text: 'Approved videos from every main category' },
  { label: 'Login/Register', to: '/login', text: 'Save videos and track your learning' },
  { label: 'Technology', to: '/technology/programming', text: 'Programming, AI, cybersecurity and more' },
  { label: 'Contacts Us', to: '/contacts_us', text: 'Chat with us or leave a comment' },
  { label: 'Animals', to: '/animals/dogs', text: 'Pets, wildlife and conservation' },
  { label: 'Video Guideline', to: '/vidoeguideline', text: 'Short videos on using FocusTube' },
  { label: 'Kids', to: '/languages/english', text: 'Language basics for young learners' },
  { label: 'Gift and Rewarded Videos', to: '/gifts', text: 'Videos that come with a gift' },
  { label: 'Travel', to: '/travel/adventure', text: 'Guides, cultures and planning' },
  { label: 'About Us', to: '/aboutus', text: 'Our mission and our founder' },
  { label: 'Mindset', to: '/mindset/innovation', text: 'Leadership, money, learning and life' },
  { label: 'Health', to: '/health/workouts', text: 'Workouts, nutrition, sleep and mental health' },
  { label: 'My learning', to: '/my-learning', text: 'Your courses and progress' },
  { label: 'Donate', to: '/donate', text: 'Keep FocusTube free for everyone' },
  { label: 'Politics', to: '/politics', text: 'Civics and current affairs explained' },
  { label: 'What inside', to: '/what_inside_focustube', text: 'This overview of the site' },
  { label: 'Quran Section', to: '/Quran/Quran', text: 'Recitation and reflection' },
  { label: 'FAQs', to: '/faqs', text: 'Answers to common questions' },
];

const BENEFITS = [
  'Only moderator-approved, educational videos',
  'No ads between lessons, no clickbait, no comment noise',
  'Fresh videos added every day',
  'Focused categories and subcategories for every interest',
  'Fast search with suggestions as you type',
  'Dark mode for comfortable late-night study',
  'Bookmarks and progress tracking when you sign in',
  'Free to use, on any device with a browser',
  'Built with the community: suggest videos and categories',
];

export function WhatsInside() {
  return (
    <>
      <section aria-labelledby="inside-pages" className="flex flex-col gap-4">
        <h2 id="inside-pages" className="text-2xl font-semibold">
          Explore the pages
        </h2>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {INSIDE_PAGES.map((page) => (
            <li key={page.label}>
              <Link
                to={page.to}
                className="flex h-full flex-col gap-1 rounded-xl border border-border bg-card p-4 text-card-foreground shadow-sm transition-colors hover:border-primary hover:bg-accent/50"
              >
                <span className="font-semibold">{page.label}</span>
                <span className="text-sm text-muted-foreground">{page.text}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="inside-benefits" className="flex flex-col gap-4">
        <h2 id="inside-benefits" className="text-2xl font-semibold">
          Key benefits
        </h2>
        <ol className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {BENEFITS.map((benefit, index) => (
            <li key={benefit} className="flex items-start gap-3 rounded-xl bg-muted/60 p-4">
              <span
                aria-hidden="true"
                className="flex size-7 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground"
              >
                {index + 1}
              </span>
              <span>{benefit}</span>
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}
