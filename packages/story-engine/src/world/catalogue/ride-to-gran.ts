import type { Variant } from './theme-entry';
import { rideToGran } from './twist-variants';

/**
 * More rides to a grandparent ("flying to Spain to see Nana", "the long drive to granny's", "the ferry to see nonno"),
 * told as the train and the bus are (`twist-variants.ts`): the grandparent waits at the other end ({gran}), never rides
 * along, and the ride arrives there. A parent's theme names where the trip goes as well as how.
 */
export const FLIGHT_TO_GRAN = rideToGran({
  title: '{hero} Flies to {gran}',
  opening: 'Today {hero} was going on an aeroplane to see {gran}, and {gran} would be waiting at the other end.',
  details: ['The plane had long wings and a round window for every seat.', 'A friendly crew member showed everyone how the seatbelts worked.', 'Above the clouds the sky was bright, and the houses below looked as tiny as toys.', 'Through the big doors at the other end, there was {gran}, waving with both arms.'],
  win: 'the plane flew {hero} all the way to {gran}, and landed with a gentle bump',
  end: 'That night at {gran}\'s house, {hero} told {gran} all about the clouds.',
});

export const CAR_TO_GRAN = rideToGran({
  title: '{hero} and the Long Drive to {gran}',
  opening: 'Today they were driving all the way to {gran}\'s house, and the journey would take all morning.',
  details: ['{hero} sat in {his} car seat with the straps clicked in, and a bag of snacks on {his} lap.', 'The motorway went on and on, with lorries as big as houses.', 'Halfway there they stopped at a service station, to stretch their legs and go to the toilet.', 'At last the car turned into {gran}\'s street, and {gran} was at the gate, waving.'],
  win: 'they were at {gran}\'s house, and the journey had gone by in a story',
  end: 'That night at {gran}\'s house, {hero} told {gran} the story of the journey, with a new ending.',
});

/** Only a ferry: a boat trip to see the seals with grandpa is his to share, not a crossing to him. */
export const FERRY_TO_GRAN: readonly Variant[] = rideToGran({
  title: '{hero} Takes the Ferry to {gran}',
  opening: 'Today {hero} was going on the big ferry, all the way across the sea to see {gran}.',
  turn: '{hero} opened {his} eyes, sat up straight, and looked far away at the line of land, the way {grownup} said.',
  details: ['The cars drove right inside the ferry, one after another, into its great big belly.', 'Up on deck, the wind blew {hero}\'s hair about, and the gulls called and called.', 'Far away, a line of land came up out of the sea, and it got bigger and bigger.', '{gran} was waiting where the ferry came in, waving with both arms.'],
  win: '{hero} had crossed the whole sea, all the way to {gran}',
  end: 'That night at {gran}\'s house, {hero} rocked a little in bed, as if the ferry were still rolling.',
}).map((variant) => ({ ...variant, said: new RegExp(`^(?=.*\\bferr(?:y|ies)\\b).*${variant.said.source}`, variant.said.flags) }));
