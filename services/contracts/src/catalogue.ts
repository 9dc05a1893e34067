import { z } from 'zod';
import { PAGE_SIZE_MAX, QUERY_MAX_LENGTH, SEARCH_COUNT_CAP } from './limits.ts';

/** YouTube video ids: 11 characters of letters, digits, `_` and `-` (spec §5). */
export const VIDEO_ID_PATTERN = /^[A-Za-z0-9_-]{11}$/;
export const videoIdSchema = z
  .string()
  .regex(VIDEO_ID_PATTERN, 'A video id is 11 letters, digits, "_" or "-".')
  .meta({ examples: ['iG9CE55wbtY'] });

export * from './limits.ts';

/**
 * The spec's own spelling "bussiness" (§7) is accepted as business. A Map, not an object: a name a
 * visitor typed (`__proto__`, `constructor`) must not find the object's prototype.
 */
export const CATEGORY_ALIASES: ReadonlyMap<string, string> = new Map([['bussiness', 'business']]);

/** The video the API document's examples show. */
export const exampleVideo = {
  video_id: 'iG9CE55wbtY',
  title: 'Do schools kill creativity? | Sir Ken Robinson | TED',
  description:
    'Sir Ken Robinson makes an entertaining and profoundly moving case for creating an education system that nurtures (rather than undermines) creativity.',
  channel_id: 'UCAuUUnT6oDeKwE6v1NGQxug',
  channel_title: 'TED',
  thumbnail_url: 'https://i.ytimg.com/vi/iG9CE55wbtY/hqdefault.jpg',
  published_at: '2007-01-07T05:00:34.000Z',
  duration_seconds: 1204,
  assigned_category: 'mindset',
  subcategory: 'learning',
  category: 'Education',
  tags: ['education', 'creativity', 'school', 'TED'],
};

/** A video as the public sees it. Gift tokens never appear here. */
export const videoSchema = z
  .object({
    video_id: z.string(),
    title: z.string(),
    description: z.string(),
    channel_id: z.string().nullable(),
    channel_title: z.string(),
    thumbnail_url: z.string(),
    published_at: z.string().nullable(),
    duration_seconds: z.number().int().nullable(),
    assigned_category: z.string().nullable(),
    subcategory: z.string().nullable(),
    category: z.string().nullable().describe('The YouTube category name.'),
    tags: z.array(z.string()),
  })
  .meta({ id: 'Video', examples: [exampleVideo] });
export type Video = z.infer<typeof videoSchema>;

/**
 * A video as a card shows it (My Learning, My List, recommendations, a course's lessons): without the
 * description and tags, which are most of a video's bytes and which no card shows.
 */
export const exampleVideoCard = (({ description: _d, tags: _t, ...card }) => card)(exampleVideo);
export const videoCardSchema = videoSchema.omit({ description: true, tags: true }).meta({
  id: 'VideoCard',
  description: 'A video as a card shows it (My Learning, My List, recommendations, a course’s lessons).',
  examples: [exampleVideoCard],
});
export type VideoCard = z.infer<typeof videoCardSchema>;

export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    results: z.array(item),
    next: z.string().nullable().describe('Path of the next page, or null on the last page.'),
    previous: z.string().nullable(),
    count: z
      .number()
      .int()
      .describe(`Number of matching videos (search counts stop at ${SEARCH_COUNT_CAP.toLocaleString('en')}).`),
  });
}
export const exampleVideoPage = {
  results: [exampleVideo],
  next: '/api/approved/?categories=mindset&subcategory=learning&page=2&page_size=20&cursor=MjAyMy0xMC0yNlQxMTowMDoxOC4wMDAwMDBafDk5Mg',
  previous: null,
  count: 165,
};
export const videoPageSchema = pageOf(videoSchema).meta({ id: 'VideoPage', examples: [exampleVideoPage] });
export type VideoPage = z.infer<typeof videoPageSchema>;

/** A page of search results: a video page, and the corrected query when the typed one had typos. */
export const searchPageSchema = pageOf(videoSchema)
  .extend({
    did_you_mean: z
      .string()
      .nullable()
      .optional()
      .describe(
        'When nothing matched the query as typed and its typos were corrected (one in a word of 5 letters or more, two from 9): the corrected query, whose results these are. Otherwise null.',
      ),
  })
  .meta({
    id: 'SearchPage',
    examples: [
      { ...exampleVideoPage, next: '/api/search?q=creativty&page=2&page_size=20', did_you_mean: 'creativity' },
    ],
  });
export type SearchPage = z.infer<typeof searchPageSchema>;

const positiveInt = (name: string, max?: number) => {
  let n = z.coerce
    .number({ error: `${name} must be a whole number.` })
    .int(`${name} must be a whole number.`)
    .min(1, `${name} must be 1 or more.`);
  if (max) n = n.max(max, `${name} can be at most ${max}.`);
  return n;
};

const text = (name: string) =>
  z.string().trim().max(QUERY_MAX_LENGTH, `${name} can be at most ${QUERY_MAX_LENGTH} characters.`);

export const pageQuerySchema = z.object({
  page: positiveInt('page').optional(),
  page_size: positiveInt('page_size', PAGE_SIZE_MAX).optional(),
  cursor: z.string().max(200).optional().describe('Opaque position from a `next` link; makes deep pages cheap.'),
});

export const approvedQuerySchema = pageQuerySchema.extend({
  categories: text('categories')
    .optional()
    .describe('Comma-separated category slugs, e.g. `technology,languages`.')
    .meta({ examples: ['mindset'] }),
  subcategory: text('subcategory')
    .optional()
    .meta({ examples: ['learning'] }),
  ordering: z
    .enum(['newest', 'best'], { error: 'ordering is "newest" or "best".' })
    .optional()
    .describe('newest (the default): newest approval first. best: "Best First", by quality score.'),
});
export type ApprovedQuery = z.infer<typeof approvedQuerySchema>;

export const searchQuerySchema = pageQuerySchema.omit({ cursor: true }).extend({
  q: text('q')
    .min(1, 'Type something to search for.')
    .meta({ examples: ['creativity'] }),
  categories: text('categories').optional(),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

export const suggestionsQuerySchema = z.object({
  query: text('query')
    .default('')
    .meta({ examples: ['creativ'] }),
});
export const suggestionSchema = z.object({ id: z.string(), title: z.string(), description: z.string() }).meta({
  id: 'Suggestion',
  examples: [{ id: exampleVideo.video_id, title: exampleVideo.title, description: exampleVideo.description }],
});
export type Suggestion = z.infer<typeof suggestionSchema>;

export const videoIdParamsSchema = z.object({ video_id: videoIdSchema });

/** A menu label in each language the site speaks; `label` beside it stays the English one. */
export const categoryLabelsSchema = z
  .object({ en: z.string(), sw: z.string() })
  .describe('The label in English and in Kiswahili (stored with the category tree).');
export const subcategorySchema = z.object({
  slug: z.string(),
  label: z.string().describe('The English label.'),
  labels: categoryLabelsSchema,
  path: z.string(),
});
export const categorySchema = z
  .object({
    slug: z.string(),
    label: z.string().describe('The English label.'),
    labels: categoryLabelsSchema,
    path: z.string(),
    menu: z.enum(['main', 'more']).nullable().describe('Which header menu shows it: a dropdown of its own, or "More".'),
    subcategories: z.array(subcategorySchema),
  })
  .meta({ id: 'Category' });
export type Category = z.infer<typeof categorySchema>;
export const categoryTreeSchema = z.object({
  results: z.array(categorySchema),
  home: z.array(z.string()).describe('Categories the home list shows.'),
});
export type CategoryTree = z.infer<typeof categoryTreeSchema>;
