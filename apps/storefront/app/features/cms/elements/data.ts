// Narrowing of slot `data`/`config` (typed as a generic record by the schema) into what each element
// renders. Anything that does not fit renders nothing instead of failing the page.
// zod/mini keeps the browser bundle small; these schemas run on both server and client.
import { getTranslatedProperty } from '@shopware/helpers';
import * as z from 'zod/mini';

const thumbnail = z.object({ url: z.string(), width: z.number() });

export const mediaSchema = z.object({
  url: z.string(),
  alt: z.nullish(z.string()),
  title: z.nullish(z.string()),
  translated: z.nullish(z.partial(z.object({ alt: z.nullish(z.string()), title: z.nullish(z.string()) }))),
  metaData: z.nullish(z.object({ width: z.optional(z.number()), height: z.optional(z.number()) })),
  thumbnails: z.nullish(z.array(thumbnail)),
});
export type CmsMedia = z.infer<typeof mediaSchema>;

export const htmlDataSchema = z.object({ content: z.string() });

export const imageDataSchema = z.object({
  media: z.nullish(mediaSchema),
  url: z.nullish(z.string()),
  newTab: z.nullish(z.boolean()),
});

export const sliderDataSchema = z.object({
  sliderItems: z.array(z.object({ media: z.nullish(mediaSchema), url: z.nullish(z.string()), newTab: z.nullish(z.boolean()) })),
});

const configValue = <T extends z.ZodMiniType>(value: T) => z.nullish(z.object({ value: z.nullish(value) }));

export const videoConfigSchema = z.object({
  videoID: configValue(z.string()),
  start: configValue(z.union([z.string(), z.number()])),
  displayMode: configValue(z.string()),
});

export const imageConfigSchema = z.object({
  displayMode: configValue(z.string()),
  minHeight: configValue(z.string()),
});

export function parseOrNull<T>(schema: z.ZodMiniType<T>, value: unknown): T | null {
  const result = schema.safeParse(value);
  return result.success ? result.data : null;
}

/** The media's alternative text (translated first); empty for decorative images. */
export function altText(media: CmsMedia): string {
  return getTranslatedProperty(media, 'alt');
}
