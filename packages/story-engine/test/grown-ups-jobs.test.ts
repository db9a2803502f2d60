import { describe, expect, it } from 'vitest';
import { storyInputsSchema, type AgeGroup, type StoryLength } from '@studio/contracts/stories';
import { writeIdea, writeStory } from '../src/index';
import { readJob } from '../src/understand/read-job';
import { readTheme } from '../src/understand/read-theme';
import { JOBS } from '../src/world/jobs';
import { JOB_CENSUS } from './fresh/job-census';

/**
 * A grown-up's job (issue 28, round 13b): read as the job and the shape the parent means (pride, away at odd hours, their
 * day, a job they had once) and told as that (`plots/the-job.ts`), not as a quest for a silver bell with Dad.
 */

describe('reading a grown-up\'s job', () => {
  it('finds the job, whose it is and the shape meant', () => {
    expect(readJob('my mum is a nurse')).toMatchObject({ job: { id: 'nurse' }, who: 'mum', he: 'she', shape: 'pride' });
    expect(readJob('dad drives a lorry')).toMatchObject({ job: { id: 'lorry' }, who: 'dad', he: 'he', shape: 'pride' });
    expect(readJob('auntie Jo is a vet')).toMatchObject({ job: { id: 'vet' }, who: 'auntie' });
    expect(readJob('mum works nights')).toMatchObject({ job: { id: 'work' }, shape: 'away' });
    expect(readJob('my mum is a nurse and works nights')).toMatchObject({ job: { id: 'nurse' }, shape: 'away' });
    expect(readJob('grandpa was a farmer')).toMatchObject({ job: { id: 'farmer' }, shape: 'once' });
    expect(readJob('what daddy does at work')).toMatchObject({ who: 'daddy', shape: 'day' });
    expect(readJob('mum works from home')).toMatchObject({ job: { id: 'home' }, shape: 'day' });
    expect(readJob('take your child to work day')).toMatchObject({ shape: 'pride' });
  });

  it('keeps the parent\'s own word for the job, and a nurse of another trade with that trade', () => {
    expect(readJob('daddy is a fireman')).toMatchObject({ job: { id: 'firefighter' }, called: 'a fireman' });
    expect(readJob('my mom is a lawyer')).toMatchObject({ job: { id: 'office' }, called: 'a lawyer' });
    expect(readJob('my mum is a cleaner at the hospital')).toMatchObject({ job: { id: 'cleaner' }, called: 'a cleaner' });
    expect(readJob('mum is a vet nurse')).toMatchObject({ job: { id: 'vet' }, called: 'a vet nurse' });
    expect(readJob('mummy is a nursery nurse')).toMatchObject({ job: { id: 'nursery' } });
  });

  it('reads no job in news of a change, a stay in hospital or a place', () => {
    for (const theme of ['mum has to work nights now', 'daddy got a new job', 'grandad is in hospital', 'dad is going into hospital for an operation', 'mum is going back to work', 'a day on the farm', 'my dad is the best']) expect(readJob(theme), theme).toBeUndefined();
  });

  it('keeps the days apart to the entry that tells them, and tells the rest as the job', () => {
    expect(readTheme('my dad is a soldier')).toMatchObject({ kind: 'catalogue', entry: { id: 'parent-away' } });
    expect(readTheme('daddy works on an oil rig')).toMatchObject({ kind: 'catalogue', entry: { id: 'parent-away' } });
    expect(readTheme('my mummy is a dentist').kind).toBe('job');
    expect(readTheme('dad is a firefighter and works at night').kind).toBe('job');
  });

  it('has a table of at least 30 jobs, each with a place, a uniform, tools, a sound, a visit and a play', () => {
    expect(JOBS.length).toBeGreaterThanOrEqual(30);
    for (const job of JOBS) for (const field of [job.place, job.uniform, job.does, job.doing, job.sound, job.visit, job.play, ...job.tools]) expect(field, job.id).toMatch(/\S/);
  });

  it('keeps every visit and every game safe: nothing driven, steered or cut by the child, no hose held, no edge stood on', () => {
    for (const job of JOBS) {
      expect(`${job.visit} ${job.play}`, job.id).not.toMatch(/(?:^|\band )(?:drove|drives?|steer\w*|cut|sawed|hammered|lit)\b|\b(?:harbour wall|engine on)\b/i);
      expect(job.visit, job.id).not.toMatch(/\bhose\b/i);
    }
  });

  it('tells most of the census of new phrasings as the job', () => {
    const told = JOB_CENSUS.filter((theme) => readTheme(theme).kind === 'job');
    expect(JOB_CENSUS.length).toBeGreaterThanOrEqual(40);
    expect(told.length).toBeGreaterThanOrEqual(44);
  });
});

const written = (theme: string, age: AgeGroup, length: StoryLength, seed = 1420100) => {
  const inputs = storyInputsSchema.parse({ characters: [{ name: 'Maya', kind: 'child', pronoun: 'she', traits: [] }, { name: 'Ava', kind: 'child', pronoun: 'she', traits: ['best friend'] }], age_group: age, story_length: length, tone: 'gentle', theme });
  const idea = writeIdea(inputs, seed);
  return { idea, text: writeStory(idea, inputs).map((page) => page.text).join(' ') };
};

describe('a grown-up\'s job told as the story', () => {
  it('tells the job with pride: the place, a safe visit and the play at home', () => {
    const { idea, text } = written('my dad is a bus driver', '6-8', 'short');
    expect(written('my mom is a lawyer', '3-5', 'short').text).toMatch(/Mom was a lawyer\./);
    expect(idea.plot).toBe('the-job');
    expect(text).toMatch(/Dad was a bus driver\./);
    expect(text).toMatch(/the bus depot/);
    expect(text).toMatch(/parked bus, engine off/);
    expect(text).not.toMatch(/silver bell|\{who\}|\{whose\}/);
  });

  it('tells nights at work as the goodnight that is theirs and a note each way', () => {
    const { idea, text } = written('mum works nights', '3-5', 'medium');
    expect(idea.plot).toBe('the-job');
    expect(text).toMatch(/Some nights, when every(?:body|one) else went to bed, Mum went to work\./);
    expect(text).toMatch(/note/);
    expect(text).not.toMatch(/\{who\}|\{whom\}/);
  });
});

describe('a grown-up\'s job in its other shapes', () => {
  it('tells working late as home after bedtime and breakfast together, never asleep after a night', () => {
    expect(readJob('daddy works late')).toMatchObject({ shape: 'away', late: true });
    const { text } = written('daddy works late', '3-5', 'short', 1420100);
    expect(text).toMatch(/came home long after Maya was in bed/);
    expect(text).not.toMatch(/working all night|every night Daddy went to work/);
  });

  it('tells a job once had from the old box, and to an older reader with pride, not dread', () => {
    const { idea, text } = written('grandpa was a farmer', '9-12', 'short', 1420101);
    expect(idea.title).toBe('When Grandpa Was a Farmer');
    expect(text).toMatch(/Long ago, before Maya was born, Grandpa was a farmer/);
    expect(text).toMatch(/old box/);
    expect(text).not.toMatch(/wanted it over and done with|whether anyone liked them or not/);
  });

  it('tells pride, nights apart and a job once had to a three-year-old in short sentences, inside the band', () => {
    expect(written('mummy is a nurse', '3-5', 'short', 1350001).idea.plot).toBe('the-job');
    expect(written('mummy is a midwife and works night shifts', '3-5', 'medium', 1420048).idea.plot).toBe('the-job');
    expect(written('grandad was a fisherman', '3-5', 'medium', 1420300).idea.plot).toBe('the-job');
  });

  it('tells a grown-up at the child\'s own school as seen there every day and shared, with a sign of their own, never a visit', () => {
    expect(readJob('my mum is a teacher at my school')).toMatchObject({ job: { id: 'teacher' }, atMySchool: true });
    const { text } = written('my mum is a teacher at my school', '6-8', 'medium', 1420501);
    expect(text).toMatch(/Mum was a teacher at Maya's own school/);
    expect(text).toMatch(/secret sign/);
    expect(text).not.toMatch(/Can I come and see|On the special day/);
  });

  it('tells a child who does not want the grown-up to go to work as the goodbye at the door and the coming home', () => {
    for (const theme of ['daddy has to go to work', 'why does mummy have to go to work', 'worried about mummy going to work']) expect(readJob(theme)?.shape, theme).toBe('goodbye');
    expect(readTheme('worried about mummy going to work').kind).toBe('job');
    const { idea, text } = written('why does mummy have to go to work', '3-5', 'medium', 1420601);
    expect(idea.plot).toBe('the-job');
    expect(text).toMatch(/Every morning, Mummy went to work\. And every morning, Maya did not want her to go\./);
    expect(text).toMatch(/"I always come back\."/);
  });

  it('puts the setback before the visit: the day put off, never the grown-up called away during it', () => {
    const { text } = written('my mum is a teacher', '6-8', 'medium', 1420101);
    expect(text).toMatch(/the special day had to wait a whole week more/);
    expect(text.indexOf('had to wait a whole week more')).toBeLessThan(text.indexOf('On the special day'));
  });
});
