import { describe, expect, it } from 'vitest';
// The engine first, as the product loads it.
import { writeIdea, writeStory } from '../src/index';
import { THEME_CATALOGUE } from '../src/world/catalogue';
import { saidAsHolder } from '../src/story/role-holders';
import { castFromCharacter } from '../src/cast/cast-member';
import { readContest } from '../src/understand/read-contest';
import { asPlayedThere } from '../src/plots/played-where';

type Age = '0-2' | '3-5' | '6-8' | '9-12';
const person = (name: string, kind: 'child' | 'grown-up', pronoun: 'he' | 'she' = 'he') => ({ name, kind, pronoun, traits: [], appearance: {} });
const pet = (name: string) => ({ name, kind: 'animal' as const, species: 'dog' as const, pronoun: 'he' as const, traits: [], appearance: {} });

function book(theme: string, age: Age, cast: object[], seed: number, length: 'short' | 'medium' = 'short') {
  const inputs = { characters: cast, age_group: age, story_length: length, tone: 'gentle', art_style: 'flat', language: 'en', theme } as never;
  const idea = writeIdea(inputs, seed);
  return { idea, text: writeStory(idea, inputs).map((page) => page.text).join('\n') };
}

/** A sentence where one who is not a child of the team plays in the match. */
const playsIn = (name: string) => new RegExp(`[^.!?"]*(?:\\b${name}\\b[^.!?"]*\\b(?:scored|shot|shooting|into the net|passed)\\b|\\bsaw ${name} open\\b|\\bto ${name} and into the net\\b)[^.!?"]*`);

describe('a grown-up of a children\'s match coaches and cheers, never plays (held-out read 44)', () => {
  it('passes to a child of the cast, else a teammate, never to the coach, the parent, the teacher or the dog', () => {
    const themes = ['losing a big football match', 'a football tournament'];
    const casts: Array<[string, object[]]> = [['Coach Ben', [person('Leo', 'child'), person('Coach Ben', 'grown-up')]], ['Miss Patel', [person('Leo', 'child'), person('Miss Patel', 'grown-up', 'she')]], ['Dad', [person('Leo', 'child'), person('Dad', 'grown-up')]], ['Biscuit', [person('Leo', 'child'), pet('Biscuit')]]];
    const ages: Age[] = ['3-5', '6-8', '9-12'];
    let passes = 0;
    themes.forEach((theme, t) => casts.forEach(([name, cast], c) => {
      if ((t + c) % 2 === 1) return;
      const { text } = book(theme, ages[(t + c) % 3]!, cast, 1903400 + t * 10 + c);
      expect(text, `${theme} with ${name}`).not.toMatch(playsIn(name));
      if (/passed the ball instead of shooting/.test(text)) passes += 1;
      expect(text).not.toMatch(/saw Leo open/);
    }));
    expect(passes).toBeGreaterThan(1);
  });

  it('gives the pass to the child of the cast beside a grown-up', () => {
    const { text } = book('football match', '6-8', [person('Leo', 'child'), person('Coach Ben', 'grown-up'), person('Zara', 'child', 'she')], 44);
    expect(text).toMatch(/saw Zara open|from Leo to Zara and into the net/);
    expect(text).not.toMatch(playsIn('Coach Ben'));
    const alone = book('losing a big football match', '6-8', [person('Leo', 'child'), person('Coach Ben', 'grown-up')], 44).text;
    expect(alone).toMatch(/saw a teammate open|from Leo to a teammate and into the net/);
  });

  it('says no catalogue event\'s play as the friend of the cast, who may be a grown-up or a pet', () => {
    const PLAY = /\{pal\}[^.]*\b(?:open|into the net|scored|shot)\b|\b(?:passed|pass) (?:the ball )?to \{pal\}|\bto \{pal\} and into\b/;
    const offenders = THEME_CATALOGUE.filter((entry) => entry.kind === 'event').filter((entry) => PLAY.test(JSON.stringify([entry.tries, entry.turn, entry.details, entry.variants ?? []])));
    expect(offenders.map((entry) => entry.id)).toEqual([]);
  });

  it('says "Leo\'s coach" as the coach the cast names, never two coaches', () => {
    const coach = castFromCharacter(person('Coach Ben', 'grown-up') as never);
    expect(saidAsHolder('The final whistle blew, and Leo\'s coach said, "I am proud of every one of you."', { member: coach, words: 'coach' })).toBe('The final whistle blew, and Coach Ben said, "I am proud of every one of you."');
    const teacher = castFromCharacter(person('Teacher Amy', 'grown-up', 'she') as never);
    expect(saidAsHolder('A teacher waved, and the teacher with a whistle called, "Go!"', { member: teacher, words: 'teacher' })).toBe('A teacher waved, and Teacher Amy with a whistle called, "Go!"');
    const { text } = book('losing a big football match', '6-8', [person('Leo', 'child'), person('Coach Ben', 'grown-up')], 44);
    expect(text).toMatch(/the other team had won, and Coach Ben said, "I am proud of every one of you\."/);
    expect(text).not.toMatch(/Leo's coach\b/);
  });
});

describe('a match for a listener under three is the big one\'s, watched and cheered', () => {
  it('never puts a toddler on the pitch, and acts losing well as a hug', () => {
    const { idea, text } = book('losing a big football match', '0-2', [person('Leo', 'child'), person('Mum', 'grown-up', 'she')], 1903401);
    expect(text).not.toMatch(/passed the ball|shooting|shin pads|a shirt with a number|let the team down/);
    expect(text).toMatch(/football match/);
    expect(text).toMatch(/team lost, and Leo gave \w+ a big hug|held out a hand/);
    expect(idea.summary).toMatch(/as it is at this age/);
    // A netball or rugby match, a race: the big one's day, never a toddler who passes to whoever is free.
    for (const theme of ['a netball match', 'the running race at sports day club', 'the swimming gala', 'a spelling bee']) {
      const little = book(theme, '0-2', [person('Maya', 'child', 'she'), person('Mum', 'grown-up', 'she')], 1903011);
      expect(little.text).toMatch(/big (?:brother|sister)/);
      expect(little.text).not.toMatch(/passed to whoever|the referee|lane four|the whistle went|swimming one length|microphone/);
      expect(little.idea.summary).toMatch(/as it is at this age/);
    }
    // From three the child plays in it.
    expect(book('football match', '3-5', [person('Leo', 'child'), person('Mum', 'grown-up', 'she')], 1903402).text).toMatch(/shin pads/);
  });
});

describe('a match is told as a match of sides, and its grown-up never says "no rush"', () => {
  it('reads a side\'s game said before the final, or as "footie", as one match in halves, never a draw of rounds', () => {
    expect(readContest('our rugby team lost the cup final')).toMatchObject({ team: true, rounds: false });
    expect(readContest('footie match against the blue team')).toMatchObject({ form: 'match', team: true, rounds: false });
    // One against one, a final is still rounds; a side's cup is still a cup.
    expect(readContest('the chess final')?.rounds).toBe(true);
    expect(readContest('the netball cup')?.rounds).toBe(true);
  });

  it('gives the coach of a match a part of the touchline, not the patient "I\'ve got all day"', () => {
    const { text } = book('our under 8s football final, we lost 3-1', '6-8', [person('Kai', 'child'), person('Coach Sam', 'grown-up')], 1903501);
    expect(text).toMatch(/Coach Sam/);
    expect(text).not.toMatch(/No rush|I've got all day/);
  });
});

describe('a match on a court is told as one', () => {
  it('has trainers and no mud on a court, and no penalties in a game that has none', () => {
    expect(asPlayedThere('At the end, {hero} kept the muddy socks as they were, for luck.', 'basketball')).toBe('At the end, {hero} kept the lucky socks on until bedtime.');
    expect(asPlayedThere('It finished level, and it finished level, and the other side won on penalties', 'netball')).toMatch(/level until the very last minute/);
    expect(asPlayedThere('the referee checked everyone\'s boots', 'rugby')).toBe('the referee checked everyone\'s boots');
    expect(asPlayedThere('it finished level, and the other side won on penalties', 'hockey')).toMatch(/penalties/);
    const { text } = book('basketball game against the other school', '9-12', [person('Zain', 'child'), person('Coach Rivera', 'grown-up', 'she')], 1903603);
    expect(text).toMatch(/basketball game/);
    expect(text).not.toMatch(/\bmud|boots|penalties/);
  });
});

describe('a coach or a teacher of the cast never clowns at their own subject', () => {
  it('gives the dance teacher no joke of getting the dance wrong', () => {
    const { text } = book('dance show at the end of term', '3-5', [person('Mila', 'child', 'she'), person('Teacher Jess', 'grown-up', 'she')], 1903607);
    expect(text).toMatch(/dance show/);
    expect(text).not.toMatch(/Teacher Jess (?:tried|went the wrong way|kicked the air|chased)/);
  });
});
