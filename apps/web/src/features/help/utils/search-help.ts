import MiniSearch, { type Query } from 'minisearch';
import type { HelpAnswer, HelpTopic } from '../content/help-topics';
import { HELP_SYNONYMS, HELP_STOP_WORDS } from './help-vocabulary';

/** Lower case without accents, so “cafe” finds “café” and “Refund” finds “refunds”. */
export function normaliseForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();
}

interface IndexedAnswer {
  id: string;
  question: string;
  text: string;
  topic: string;
}

const processTerm = (term: string) => {
  const word = normaliseForSearch(term);
  return HELP_STOP_WORDS.has(word) ? null : word;
};

/** The help centre's answers in a MiniSearch index: questions weigh most, then the topic's title, then the text. */
function buildIndex(topics: readonly HelpTopic[]): MiniSearch<IndexedAnswer> {
  const index = new MiniSearch<IndexedAnswer>({ fields: ['question', 'text', 'topic'], storeFields: ['id'], processTerm });
  index.addAll(topics.flatMap((topic) => topic.answers.map((answer: HelpAnswer) => ({ id: answer.id, question: answer.question, text: answer.answer.join(' '), topic: topic.title }))));
  return index;
}

const indexes = new WeakMap<readonly HelpTopic[], MiniSearch<IndexedAnswer>>();
const indexOf = (topics: readonly HelpTopic[]) => indexes.get(topics) ?? indexes.set(topics, buildIndex(topics)).get(topics)!;

/** Each word of the query, or one of its synonyms, must match: “price” finds “cost”, “printed” finds “print”. */
function queryOf(words: string[]): Query {
  return { combineWith: 'AND', queries: words.map((word) => ({ combineWith: 'OR', queries: [word, ...(HELP_SYNONYMS.get(word) ?? HELP_SYNONYMS.get(word.replace(/s$/, '')) ?? [])] })) };
}

/**
 * The topics with only the answers that match every meaningful word of the query (small words such as
 * “how” or “does” are left out), by prefix, with typos forgiven and synonyms understood, best first;
 * every answer for an empty query.
 */
export function searchHelp(topics: readonly HelpTopic[], query: string): HelpTopic[] {
  const words = normaliseForSearch(query)
    .split(/[^\p{L}\p{N}]+/u)
    .map(processTerm)
    .filter((word): word is string => Boolean(word));
  if (words.length === 0) return query.trim() ? [] : [...topics];
  const hits = indexOf(topics).search(queryOf(words), { prefix: true, fuzzy: (term) => (term.length > 4 ? 0.2 : false), boost: { question: 3, topic: 1.5 } });
  const rank = new Map(hits.map((hit, position) => [hit.id as string, position]));
  return topics
    .map((topic) => ({
      ...topic,
      answers: topic.answers.filter((answer) => rank.has(answer.id)).sort((a, b) => rank.get(a.id)! - rank.get(b.id)!),
    }))
    .filter((topic) => topic.answers.length > 0)
    .sort((a, b) => rank.get(a.answers[0]!.id)! - rank.get(b.answers[0]!.id)!);
}

export const countAnswers = (topics: readonly HelpTopic[]) => topics.reduce((sum, topic) => sum + topic.answers.length, 0);
