/**
 * Round 13b's "point" families (twists, round 2), hand-written, none from a held-out read: a thing of the entry lost, a
 * part of a place that carries the worry, a thing that changes or ends, a modifier (without an aid, for the first time,
 * on my own), a festival crossed with a school event. Each is kept when the book carries it or declines it honestly.
 */
export const POINT_THEMES_2: Readonly<Record<string, readonly string[]>> = {
  'a thing lost': [
    'lost my library book', 'we lost the library book under the bed', 'losing his school jumper', 'she lost her reading book',
    'losing a glove in the snow', 'lost her water bottle at school', 'losing the remote control', 'he lost his PE kit',
    'losing my swimming goggles', 'lost her favourite hat at the park',
  ],
  'a part of a place': [
    'scared of the toilets at school', 'frightened of the hand dryers in the nursery toilets', 'scared of the lift at the hospital',
    'afraid of the big flume at the swimming pool', 'worried about the waiting room at the dentist', 'scared of the escalator at the shopping centre',
    'nervous about the toilets at the new school', 'does not like the showers at the swimming baths', 'scared of the dark hallway at grandmas',
    'scared of the deep end at swimming',
  ],
  'a thing that ends': [
    'our sandcastle got washed away by the sea', 'my balloon popped', 'the flowers we planted wilted', 'our snowman melted in the rain',
    'the pumpkin went mouldy after halloween', 'an ice lolly melting in the sun', 'my sunflower died', 'the bubbles keep popping',
    'building a snowman and watching it melt', 'the leaf pile blew away',
  ],
  'a modifier': [
    'riding a bike without stabilisers', 'learning to ride without training wheels', 'swimming without a float', 'sleeping without a nightlight',
    'first time fasting in ramadan', 'keeping her first fast', 'walking to school on my own', 'going into the pool on his own',
    'swimming a width without armbands', 'sleeping in her own bed on her own for the first time',
  ],
  'a festival at school': [
    'being a shepherd in the nativity', 'the diwali assembly at school', 'an eid party at school', 'chinese new year at nursery',
    'the easter bonnet parade at school', 'a hanukkah show at school', 'being mary in the nativity play', 'the christmas nativity at nursery',
    'celebrating diwali with her class', 'the harvest festival assembly',
  ],
};

/** Look-alikes of these families: each keeps its usual reading. */
export const NOT_A_POINT: readonly string[] = [
  'losing a tooth', 'losing at football', 'a snowman', 'swimming lessons', 'the school play', 'ramadan', 'building a sandcastle',
  'the library', 'blowing bubbles', 'learning to ride a bike',
];
