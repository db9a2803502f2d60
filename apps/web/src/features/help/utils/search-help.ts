import type { HelpAnswer, HelpTopic } from '../content/help-topics';

/** Lower case without accents, so “cafe” finds “café” and “Refund” finds “refunds”. */
export function normaliseForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();
}

const searchableText = (answer: HelpAnswer) => normaliseForSearch([answer.question, ...answer.answer].join(' '));

/** The topics with only the answers whose question or text holds every word of the query; all of them for an empty query. */
export function searchHelp(topics: readonly HelpTopic[], query: string): HelpTopic[] {
  const words = normaliseForSearch(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...topics];
  return topics
    .map((topic) => ({ ...topic, answers: topic.answers.filter((answer) => words.every((word) => searchableText(answer).includes(word))) }))
    .filter((topic) => topic.answers.length > 0);
}

export const countAnswers = (topics: readonly HelpTopic[]) => topics.reduce((sum, topic) => sum + topic.answers.length, 0);
