import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Plan } from '@studio/contracts/billing';
import { STORY_LENGTHS, type StoryLength } from '@studio/contracts/stories';
import { apiClient } from './api-client';
import { getErrorStatus } from './api-error';
import { queryKeys } from './query-keys';

export interface StoryLengthAllowance {
  allowed: StoryLength[];
  /** Names of the plans that include every length, for the upgrade hint. */
  upgradePlans: string[];
  /** Whether the plan includes character photos (spec §5, §6), and which plans do. */
  allowsPhotos: boolean;
  photoPlans: string[];
}

/**
 * What the customer's plan includes (story lengths, character photos): their subscription's plan, or
 * the free plan when they have none (the API answers 404).
 */
export async function getAllowedStoryLengths(): Promise<StoryLengthAllowance> {
  const [plans, planId] = await Promise.all([
    apiClient.get<Plan[]>('/api/v1/plans').then((response) => response.data),
    apiClient.get<{ plan_id: string }>('/api/v1/subscriptions/subscription').then(
      (response) => response.data.plan_id,
      (error: unknown) => {
        if (getErrorStatus(error) === 404) return null;
        throw error;
      },
    ),
  ]);
  const plan = plans.find((candidate) => candidate.id === planId) ?? plans.find((candidate) => candidate.type === 'free');
  const everyLength = (candidate: Plan) => STORY_LENGTHS.every((length) => candidate.allowed_story_lengths.includes(length));
  return {
    allowed: plan?.allowed_story_lengths ?? ['short'],
    upgradePlans: plans.filter((candidate) => candidate.price_cents > 0 && everyLength(candidate)).map((candidate) => candidate.name),
    allowsPhotos: plan?.allow_custom_images ?? false,
    photoPlans: plans.filter((candidate) => candidate.allow_custom_images).map((candidate) => candidate.name),
  };
}

export function allowedStoryLengthsQueryOptions() {
  return queryOptions({ queryKey: queryKeys.plans.storyLengths, queryFn: getAllowedStoryLengths });
}

export function useAllowedStoryLengths() {
  return useQuery(allowedStoryLengthsQueryOptions());
}
