/**
 * Themes of one family (round 13, "the point"): a catalogue subject with a twist that changes its usual story. Each is
 * kept when the book carries the twist (an entry variant that tells it, or the day it names) or declines it honestly;
 * never when a near entry tells its usual story, the opposite of what was typed. Hand-written, none from a held-out read.
 */
export const POINT_THEMES: readonly string[] = [
  'the birthday party got cancelled', 'dad missed my school play', 'sports day without mum', 'the tooth fairy didn\'t come',
  'Father Christmas forgot my present', 'my dad works on Christmas day', 'the school trip was cancelled', 'saving up for a new scooter',
  'saving my pocket money for a lego set', 'lost in the shopping centre', 'getting lost at the park', 'granny can\'t come to my birthday',
  'our holiday got cancelled because of the snow', 'missing the school disco because I\'m ill', 'my best friend isn\'t coming to my party',
  'the football match was rained off', 'we missed the bus to the zoo', 'mum is working late on bonfire night',
  'halloween but I\'m too ill to go trick or treating', 'the first day back after the holidays without my best friend',
  'the swimming gala was called off', 'grandpa couldn\'t come to sports day', 'Easter without dad', 'the tooth fairy forgot again',
  'mummy works nights on Christmas Eve', 'the zoo trip got cancelled', 'saving up to buy a bike', 'getting lost on the beach',
  'my sister missed my birthday party', 'the Christmas play was cancelled', 'nana can\'t come for Christmas', 'Diwali without grandma',
  'the fireworks got cancelled because of rain', 'we couldn\'t go camping', 'dad forgot to pick me up from school',
  'got lost at the funfair', 'my friend couldn\'t come to the sleepover', 'saving pocket money for a puppy', 'daddy works on my birthday',
  'the tooth fairy never came', 'sports day was rained off', 'a picnic without daddy', 'too poorly to go to the party',
  // A kind of place or a club the subject is at: carried by the entry's variant, or dropped.
  'a day at the natural history museum', 'the transport museum', 'an art gallery trip', 'the new girl at ballet class', 'new boy at cubs',
  // Left for a later round (the census shows them): someone gone to see, a chat on phones, the audition before the play.
  'the bus to see grandad', 'left out of the class WhatsApp', 'auditions for the Christmas play',
];

/** Twists that only look like one: each keeps its usual reading. */
export const NOT_A_TWIST: readonly string[] = [
  'missing grandma', 'I miss my dad', 'forgetting my lines in the school play', 'I can\'t go to sleep', 'swimming lessons without armbands',
  'my dog got lost', 'the first Christmas without grandad', 'my dad works away', 'the tooth fairy', 'won\'t go to bed',
  // Done without a parent anyway: the usual story.
  'first sleepover without mum', 'staying at grandmas without mum and dad',
];
