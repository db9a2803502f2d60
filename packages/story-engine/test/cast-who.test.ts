import { describe, expect, it } from 'vitest';
import type { AgeGroup } from '@studio/contracts/stories';
import { writeIdea, writeStory } from '../src/index';
import { firstWordNamed } from '../src/understand/first-word-named';

type Person = [name: string, kind: 'child' | 'grown-up', pronoun: 'she' | 'he'];

/** A short book's idea and pages as one text. */
function book(age: AgeGroup, theme: string, cast: Person[], notes?: string, seed = 1850900): string {
  const characters = cast.map(([name, kind, pronoun]) => ({ name, kind, pronoun, appearance: {}, traits: [] }));
  const inputs = { characters, age_group: age, story_length: 'short', tone: 'gentle', art_style: 'flat', language: 'en', theme, ...(notes ? { notes } : {}) } as Parameters<typeof writeIdea>[0];
  const idea = writeIdea(inputs, seed);
  return [idea.summary, ...writeStory(idea, inputs).map((page) => page.text)].join('\n');
}

describe('who is who in the cast (held-out read 40)', () => {
  it('reads the first word a theme names', () => {
    expect(firstWordNamed('the first time saying mama')).toBe('Mama');
    expect(firstWordNamed('saying nana for the first time')).toBe('Nana');
    expect(firstWordNamed("baby's first word is dada")).toBe('Dada');
    expect(firstWordNamed('her first word was duck')).toBe('Duck');
    expect(firstWordNamed('the day he said mummy')).toBe('Mummy');
    expect(firstWordNamed('learning to talk')).toBeUndefined();
    expect(firstWordNamed('her first word was hilarious')).toBeUndefined();
  });

  it('says the first word the theme names, to the one it names, with nobody made up beside her', () => {
    const mama = book('0-2', 'the first time saying mama', [['Omar', 'child', 'he'], ['Mama', 'grown-up', 'she']]);
    expect(mama).toContain('"Mama!');
    expect(mama).not.toMatch(/"Dog/);
    const amma = book('0-2', 'learning to say amma', [['Zain', 'child', 'he'], ['Amma', 'grown-up', 'she']]);
    expect(amma).toContain('"Amma!');
    expect(amma).not.toMatch(/\b(?:Dad|Mum)\b/);
  });

  it('never calls a stepdad "Stepdad" as a name, and the hero says "my stepmum"', () => {
    const stepdad = book('9-12', 'a new stepdad moving in', [['Lucy', 'child', 'she'], ['Mum', 'grown-up', 'she']]);
    expect(stepdad).not.toMatch(/\bStepdad\b/);
    const stepmum = book('9-12', 'my stepmum moving in', [['Owen', 'child', 'he']], undefined, 1850510);
    expect(stepmum).not.toMatch(/\bStepmum\b/);
    expect(stepmum).not.toMatch(/"[^"]*\bhis stepmum\b[^"]*"/);
    // The step-family a theme names by its stepmum has her on the pages, not only "the new step-family".
    const newStepmum = book('6-8', 'our new stepmum', [['Kai', 'child', 'he'], ['Dad', 'grown-up', 'he']]);
    expect(newStepmum).toMatch(/\bhis stepmum\b/);
  });

  it('gives a big sister the grown-up lines a cast with no grown-up has, never a made-up Dad', () => {
    const leaves = book('3-5', 'jumping in autumn leaves', [['Sonny', 'child', 'he'], ['Maya', 'child', 'she']], 'Maya is his big sister');
    expect(leaves).toContain('Maya');
    expect(leaves).not.toMatch(/\b(?:Dad|Mum|Daddy|Mummy)\b/);
  });
});
