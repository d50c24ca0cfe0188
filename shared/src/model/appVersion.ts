// A saved version of a prototype (issue 39): the document as it was when saved, with who saved it
// and when. `trigger` tells a designer's own save from the automatic ones before an import or a restore.
import { z } from 'zod';
import { appSchema } from './app';

export const VERSION_TRIGGERS = ['manual', 'import', 'restore'] as const;
export type VersionTrigger = (typeof VERSION_TRIGGERS)[number];

/** A version as the list shows it: everything but the document. */
export const appVersionSummarySchema = z.looseObject({
  id: z.string(),
  appId: z.string(),
  name: z.string(),
  trigger: z.enum(VERSION_TRIGGERS),
  authorId: z.string(),
  /** the author's name, or e-mail address when they gave no name */
  authorName: z.string(),
  created: z.number(),
  screenCount: z.number(),
});
export type AppVersionSummary = z.infer<typeof appVersionSummarySchema>;

/** A version with its document, to open read-only or restore. */
export const appVersionSchema = appVersionSummarySchema.extend({ doc: appSchema });
export type AppVersion = z.infer<typeof appVersionSchema>;
