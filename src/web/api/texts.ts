import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TextKey } from '../../contract/texts';
import { call } from './call';
import { siteEndpoints } from './firstVisitEndpoints';
import { initialData } from './initialData';

// The park's texts change only when the owner saves them, but then they must show at once:
// each page asks again whenever it is opened, showing what it had meanwhile.
export const textsKeys = {
  all: ['texts'] as const,
  page: (key: TextKey) => [...textsKeys.all, key] as const,
  faq: () => [...textsKeys.all, 'faq'] as const,
};

// The page's own text comes written into it (see InitialData), so it shows with the first paint.
const initialText = initialData?.text ?? undefined;

export const pageTextQuery = (key: TextKey) =>
  queryOptions({
    queryKey: textsKeys.page(key),
    queryFn: async () => call((await siteEndpoints()).text, { params: { key } }),
    initialData: initialText?.key === key ? initialText : undefined,
    // As fresh as the park's settings it came with: not asked for again on the first paint.
    staleTime: 5 * 60_000,
  });

export const faqQuery = () =>
  queryOptions({
    queryKey: textsKeys.faq(),
    queryFn: async () => call((await siteEndpoints()).faq),
  });

export const usePageText = (key: TextKey) => useQuery(pageTextQuery(key));
export const useFaq = () => useQuery(faqQuery());
