import type { DayReading } from '../understand/read-day';

/** A thing said again, with its pronoun and verb: "the robot … it was", "the cookies … they were". */
export interface Named {
  the: string;
  /** As the hero says it: "my scooter" for "{his} scooter". */
  mine: string;
  it: string;
  was: string;
  is: string;
  has: string;
}

export const cap = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

export const named = (the: string, plural: boolean): Named => ({ the, mine: the.replace(/^\{his\} /, 'my '), it: plural ? 'them' : 'it', was: plural ? 'were' : 'was', is: plural ? 'are' : 'is', has: plural ? 'have' : 'has' });

/** The day's thing, or a word for it when the theme named none. */
export const thingOf = (day: DayReading, otherwise: string): Named => named(day.thing?.the ?? otherwise, day.thing?.plural ?? false);

/** Public transport a doing rides on: "taking the bus into town" is a trip, not a thing to make. */
const VEHICLES = /\b(?:bus|train|tram|ferry|boat|plane|aeroplane|coach|taxi|tube|underground|metro)\b/i;

/** A doing that is a journey: taking, catching or riding a bus, a train, a ferry. */
export const isJourney = (day: DayReading) => /^(?:take|catch|ride|travel|go)\b/.test(day.todo) && VEHICLES.test(day.todo);
