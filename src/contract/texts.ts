import { z } from 'zod';
import { multiLineText, singleLineText } from './fields';

/**
 * The park's own words, edited in the Settings area in a small safe Markdown (headings, lists,
 * links, bold; no raw HTML). `{placeholders}` such as {maxDogs} stand for the current settings.
 */
export const TEXT_KEYS = ['about', 'site-rules', 'cancellation-policy', 'privacy'] as const;
export type TextKey = (typeof TEXT_KEYS)[number];

export const markdownSchema = multiLineText(20_000);

export const faqItemSchema = z.object({
  question: singleLineText(300).refine((text) => text.trim() !== '', 'Write the question.'),
  answer: multiLineText(4_000).refine((text) => text.trim() !== '', 'Write the answer.'),
});
export type FaqItem = z.infer<typeof faqItemSchema>;

/** The Texts section of the Settings area; the FAQ in the order it is shown. */
export const textsSectionSchema = z.object({
  about: markdownSchema,
  siteRules: markdownSchema,
  cancellationPolicy: markdownSchema,
  privacy: markdownSchema,
  faq: z.array(faqItemSchema).max(50),
});
export type TextsSection = z.infer<typeof textsSectionSchema>;

/** Which stored text each public page shows, so the server can write it into the page. */
export const TEXT_OF_PAGE: Readonly<Record<string, TextKey>> = {
  '/': 'about',
  '/about': 'about',
  '/site-rules': 'site-rules',
  '/cancellation-policy': 'cancellation-policy',
  '/privacy': 'privacy',
};

export const textKeyParamsSchema = z.object({ key: z.enum(TEXT_KEYS) });

/** GET /api/texts/:key: one page's text, as the owner wrote it. */
export const pageTextSchema = z.object({ key: z.enum(TEXT_KEYS), markdown: z.string() });
export type PageText = z.infer<typeof pageTextSchema>;

/** GET /api/faq */
export const faqResponseSchema = z.object({ items: z.array(faqItemSchema) });
export type FaqResponse = z.infer<typeof faqResponseSchema>;
