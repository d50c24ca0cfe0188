import type { Knex } from 'knex';
import * as initial from './001_initial';
import * as annotationsComments from './002_annotations_comments';
import * as rateLimits from './003_rate_limits';
import * as commandEntries from './004_command_entries';
import * as commentAuthorKeys from './005_comment_author_keys';
import * as recordKeysetIndexes from './006_record_keyset_indexes';
import * as studyFigures from './007_study_figures';
import * as studyChanges from './008_study_changes';
import * as coediting from './010_coediting';
import * as maskedPasswords from './011_masked_passwords';
import * as imageParts from './012_image_parts';
import * as figureJobs from './013_figure_jobs';
import * as appVersions from './014_app_versions';
import * as abStudies from './015_ab_studies';
import * as figurePartStamps from './016_figure_part_stamps';
import * as studyChangesSeen from './017_study_changes_seen';

type Migration = { up(knex: Knex): Promise<void>; down(knex: Knex): Promise<void> };

// Append-only: new migrations go at the end with the next number.
const migrations: Record<string, Migration> = {
  '001_initial': initial,
  '002_annotations_comments': annotationsComments,
  '003_rate_limits': rateLimits,
  '004_command_entries': commandEntries,
  '005_comment_author_keys': commentAuthorKeys,
  '006_record_keyset_indexes': recordKeysetIndexes,
  '007_study_figures': studyFigures,
  '008_study_changes': studyChanges,
  '009_mail_queue': await import('./009_mail_queue'),
  '010_coediting': coediting,
  '011_masked_passwords': maskedPasswords,
  '012_image_parts': imageParts,
  '013_figure_jobs': figureJobs,
  '014_app_versions': appVersions,
  '015_ab_studies': abStudies,
  '016_figure_part_stamps': figurePartStamps,
  '017_study_changes_seen': studyChangesSeen,
};

export const migrationSource: Knex.MigrationSource<string> = {
  getMigrations: async () => Object.keys(migrations),
  getMigrationName: (name) => name,
  getMigration: async (name) => migrations[name]!,
};
