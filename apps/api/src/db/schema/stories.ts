import { index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { STORY_STATUSES } from '@studio/contracts/stories-api';
import type { OutlineEntry, Scene, StoryIdea, StoryInputs } from '@studio/contracts/stories';
import { createdAt, id, updatedAt } from './columns';
import { customers } from './accounts';
import { jobs } from './jobs';

/** A customer's story from its details to its finished text (issue 5). */
export const stories = pgTable(
  'stories',
  {
    id: id(),
    customerId: uuid('customer_id').notNull().references(() => customers.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    status: text('status', { enum: STORY_STATUSES }).notNull().default('draft'),
    inputs: jsonb('inputs').$type<StoryInputs>().notNull(),
    /** The current idea; every version is kept in story_ideas. */
    idea: jsonb('idea').$type<StoryIdea>(),
    ideaVersion: integer('idea_version').notNull().default(0),
    outline: jsonb('outline').$type<OutlineEntry[]>(),
    failureReason: text('failure_reason'),
    jobId: uuid('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('stories_customer_idx').on(t.customerId, t.updatedAt)],
);

/** Every idea a story has had, the first and each refinement with the feedback that led to it. */
export const storyIdeas = pgTable(
  'story_ideas',
  {
    id: id(),
    storyId: uuid('story_id').notNull().references(() => stories.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    idea: jsonb('idea').$type<StoryIdea>().notNull(),
    feedback: text('feedback'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('story_ideas_version_idx').on(t.storyId, t.version)],
);

/** One row per page; (story, page) is the key, so a retried writing job overwrites instead of adding. */
export const storyPages = pgTable(
  'story_pages',
  {
    storyId: uuid('story_id').notNull().references(() => stories.id, { onDelete: 'cascade' }),
    pageNumber: integer('page_number').notNull(),
    text: text('text').notNull(),
    scene: jsonb('scene').$type<Scene>().notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.storyId, t.pageNumber] })],
);
