import type { AppContext } from '../../app-context';
import type { CustomerDataHolder } from '../../customer-lifecycle';
import { stories, storyIdeas, storyPages } from '../../db/schema';
import { exportStories } from './story-export';
import { WRITE_STORY_JOB } from './write-story-job';

export const storyData: CustomerDataHolder<AppContext> = {
  module: 'stories',
  tables: [stories, storyIdeas, storyPages],
  jobsWritingCustomerFiles: [WRITE_STORY_JOB],
  exportPart: async (context, customerId) => ({ stories: await exportStories(context, customerId) }),
};
