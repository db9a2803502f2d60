import { describe, expect, it } from 'vitest';
import { storyInputsSchema } from '@studio/contracts/stories';
import { writeIdea, writeStory } from '../src/index';
import { readJob } from '../src/understand/read-job';
import { readInterest } from '../src/understand/read-interest';
import { readChange } from '../src/understand/read-change';
import { jobLines } from '../src/plots/job-lines';
import { interestLines } from '../src/plots/interest-lines';
import { changeLinesOf } from '../src/plots/leaving-places';
import { contestOuting } from '../src/plots/the-contest';
import { withHardPart } from '../src/plots/contest-hard-parts';
import { CHANGE_LINES } from '../src/plots/change-lines';
import { JOBS } from '../src/world/jobs';
import { JOB_VISITS } from '../src/world/job-visits';

const flat = (value: unknown): string => JSON.stringify(value);

describe('round 15: the frames\' pages in the particular lines of their kind', () => {
  it('tells a visit to a grown-up\'s work with the job\'s own wait and the place\'s own rule', () => {
    const vet = flat(jobLines(readJob('my mum is a vet')!));
    expect(vet).toMatch(/needed at work: a dog came in that had swallowed a sock/);
    expect(vet).toMatch(/the one rule at the vet's surgery: ask before you stroke/);
    expect(vet).toMatch(/dressed up at home in \{who\}'s green scrubs/);
    expect(vet).not.toMatch(/tried on \{who\}'s things/);
    const bus = flat(jobLines(readJob('dad is a bus driver')!));
    expect(bus).toMatch(/only the driver sits in the driver's seat/);
    expect(bus).toMatch(/made a badge that said \\"Bus Driver in Training\\"/);
    expect(bus).toMatch(/I might be a bus driver too/);
    for (const job of JOBS) expect(JOB_VISITS[job.id], job.id).toBeDefined();
    // A tool with no article is plural: "snippy scissors" are asked about as they are.
    expect(flat(jobLines(readJob('nana is a hairdresser')!))).toMatch(/What are snippy scissors for\?/);
  });

  it('tells someone leaving home in what is true of where they go', () => {
    const careHome = changeLinesOf(readChange('grandad is moving into a care home')!);
    const university = changeLinesOf(readChange('my big sister is going to university')!);
    expect(careHome.details[1]).toMatch(/a room of \{Shis\} own/);
    expect(flat(careHome.end)).toMatch(/On Sunday they went to visit/);
    expect(university.details[1]).toMatch(/a tiny kettle/);
    expect(flat(university.setback)).toMatch(/Christmas holidays/);
    expect(flat(careHome.senses)).not.toMatch(/tape went screech/);
    // The leaving day in the place's own scenes: the armchair carried in, not the car packed to the roof and the empty chair.
    expect(careHome.details[2]).toMatch(/carried in the armchair/);
    expect(careHome.details[3]).not.toMatch(/empty chair/);
    expect(flat(changeLinesOf(readChange('my auntie is moving to canada')!).win)).toMatch(/turned at the gate/);
    // No place named: the general leaving.
    expect(changeLinesOf(readChange('my aunt is moving away')!)).toBe(CHANGE_LINES.leaving);
  });

  it('shows an animal or a time in history met for real in its own sight', () => {
    const octopus = flat(interestLines(readInterest('she loves octopuses')!.topic));
    expect(octopus).toMatch(/squeezed through a gap, and went from red to brown/);
    expect(octopus).not.toMatch(/watched for a long time without a word/);
    // Looked up at home: only the fact already known. Asked where it lives: the keepers write back.
    expect(octopus).toMatch(/wrote a letter to the keepers at the aquarium/);
    expect(octopus).toMatch(/a week went by, and the post brought bills and a pizza menu, but no answer/);
    expect(octopus).toMatch(/the keepers at the aquarium wrote back, with a photo/);
    // Met nowhere in particular: looked up at home, where the books say only the fact already known.
    expect(flat(interestLines(readInterest('obsessed with volcanoes')!.topic))).toMatch(/they only said what \{he\} knew already/);
    expect(octopus).toMatch(/The letter said that an octopus has tiny spots/);
    expect(octopus).toMatch(/the keepers' letter stuck in the back/);
    expect(flat(interestLines(readInterest('she is really into knights and castles')!.topic))).toMatch(/slits to shoot arrows through/);
  });

  it('says a judged contest\'s own hard part: the beam for a gymnast, the high note for a singer', () => {
    const gymnastics = flat(contestOuting('her gymnastics competition'));
    expect(gymnastics).toMatch(/the handstand on the beam/);
    expect(gymnastics).not.toMatch(/the tricky part|the hardest bit/);
    expect(withHardPart('The hard part came and went.', 'singing')).toBe('The high note came and went.');
    expect(withHardPart('got the tricky part wrong', 'fancy dress')).toBe('got the twirl for the judges wrong');
    expect(withHardPart('got the tricky part wrong', 'conkers')).toBe('got the tricky part wrong');
    expect(withHardPart('{hero} spotted a mistake in one corner, tried to fix it', 'pumpkin carving')).toBe('{hero} spotted one eye carved bigger than the other, tried to fix it');
    expect(withHardPart('{hero} spotted a mistake in one corner, tried to fix it', 'cake')).toMatch(/a crack right across the top/);
  });

  it('gives a child with a body thing its own choice, not "give up, or try again"', () => {
    const inputs = storyInputsSchema.parse({ characters: [{ name: 'Maya', kind: 'child', pronoun: 'she', traits: [] }], age_group: '6-8', story_length: 'medium', tone: 'gentle', theme: 'she has eczema' });
    const idea = writeIdea(inputs, 1770901);
    const text = writeStory(idea, inputs).map((page) => page.text).join(' ');
    expect(idea.plot).toBe('the-body');
    expect(text).toMatch(/could scratch just once more, or hold the cold flannel on it/);
    expect(text).not.toMatch(/could give up, or try again with a grown-up's help/);
  });
});
