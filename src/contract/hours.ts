import { z } from 'zod';
import { seasonsProblem } from '../domain/openingHours';
import { clockTimeSchema, localDateSchema, singleLineText } from './fields';

// Opening hours, by weekday and by season (see src/domain/openingHours.ts).

export const dayHoursSchema = z
  .object({ opens: clockTimeSchema, closes: clockTimeSchema })
  .refine((day) => day.closes > day.opens, {
    message: 'It must close after it opens.',
    path: ['closes'],
  })
  .nullable();

/** Monday first; null is closed that weekday. */
export const weekHoursSchema = z.array(dayHoursSchema).length(7);

export const seasonSchema = z
  .object({
    name: singleLineText(60)
      .refine((text) => text.trim() !== '', 'Give the season a name.')
      .transform((name) => name.trim()),
    from: localDateSchema,
    to: localDateSchema,
    weekly: weekHoursSchema,
  })
  .refine((season) => season.to >= season.from, {
    message: 'A season ends on or after the day it starts.',
    path: ['to'],
  });

export const openingHoursSchema = z.object({
  weekly: weekHoursSchema,
  seasons: z
    .array(seasonSchema)
    .max(20)
    .superRefine((seasons, context) => {
      const problem = seasonsProblem(seasons);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    }),
});
