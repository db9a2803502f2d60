import { describe, expect, it } from 'vitest';
import { comicEntryOf, frameJokesOf } from '../src/plots/frame-jokes';
import { keepsItsJoke } from '../src/story/laugh-answers';
import { catalogueThemeById } from '../src/world/catalogue';
import { keepsGentleVoice } from '../src/world/comic/gentle-days';
import { MORE_THEME_JOKES } from '../src/world/comic/theme-jokes-more';

describe('round 16: jokes of a day\'s own, on the days that had none and in the frames', () => {
  it('gives jokes only to catalogue days that exist and are not sad', () => {
    for (const id of Object.keys(MORE_THEME_JOKES)) {
      const entry = catalogueThemeById(id);
      expect(entry, id).toBeDefined();
      expect(entry?.tender, id).toBeFalsy();
      expect(MORE_THEME_JOKES[id]?.length, id).toBeGreaterThan(0);
      expect(keepsGentleVoice(`theme:${id}`), id).toBe(false);
    }
    expect(keepsGentleVoice('theme:being-bullied')).toBe(true);
  });

  it('a grown-up\'s job tells the sound of that job, a contest its cheering, a habit none (a child\'s own habit is no joke)', () => {
    expect(frameJokesOf('the-job', 'my mum is a firefighter').map((joke) => joke.line).join(' ')).toContain('{hero} made the ring of the bell and the roar of the engine all by {him}self');
    expect(frameJokesOf('the-contest', 'my first judo competition').map((joke) => joke.line).join(' ')).toContain('practised cheering for the judo competition');
    expect(frameJokesOf('the-day', 'baking bread with grandpa').map((joke) => joke.gist)).toContain('flour eyebrows');
    expect(comicEntryOf('the-job', 'my mum is a firefighter')?.id).toBe('the-job');
    expect(comicEntryOf('the-habit', 'he always bites his nails')).toBeUndefined();
    expect(comicEntryOf('the-day', 'a day at the castle')).toBeUndefined();
  });

  it('a short laugh keeps the joke it laughs at', () => {
    const page = ['On the bank, Uncle Joe showed Max the rod.', 'Uncle Joe pulled and pulled, and caught an old welly boot.', 'Max laughed.'];
    expect(keepsItsJoke(page, 1)).toBe(false);
    expect(keepsItsJoke(page, 0)).toBe(true);
    expect(keepsItsJoke(['Max laughed.', 'The float bobbed.'], 0)).toBe(true);
    expect(keepsItsJoke(['The float bobbed.', 'Max laughed and laughed until the heron flew off over the far bank of the river.'], 0)).toBe(true);
  });
});
