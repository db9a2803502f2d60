/**
 * Round 13's census of the habit family (issue 28): 44 phrasings a parent types of a skill or habit to learn, a habit to
 * stop, or a thing the child will not do or have, none of them the brief's own examples. `test/habits.test.ts` reads each
 * with `readTheme` alone (no story written) and counts how many are told as the story: by a catalogue entry or by the
 * habit frame (`plots/the-habit.ts`).
 */
export const HABIT_PHRASINGS: readonly string[] = [
  // Skills and habits to learn.
  'learning to zip up his jacket', 'learning to button her cardigan', 'learning to put on his wellies', 'learning to snap his fingers',
  'learning to hop on one leg', 'learning to do a cartwheel', 'learning to write her name', 'learning to pour her own drink',
  'learning to cut with scissors', 'trying to learn to wink', 'practising her handstands', 'getting better at catching a ball',
  'learning how to click his fingers', 'learning to hang up her coat', 'remembering to wash his hands after the toilet',
  'remembering to put the lid back on', 'remembering to say thank you', 'learning to use a knife and fork', 'learning to stroke the dog gently',
  'being gentle with the hamster', 'sitting nicely at dinner', 'waiting patiently in a queue', 'learning to keep his hands to himself',
  'learning to comb her own hair', 'learning to tidy up his toys',
  // Habits to stop.
  'trying to stop sucking her thumb', 'stopping picking his nose', 'not shouting indoors', 'no more whining', 'trying to stop chewing his sleeve',
  'giving up her dummy at night', 'not snatching toys',
  // Dislikes and refusals.
  'hates wearing socks', "won't wear her gloves", 'refuses to put his shoes on', 'hates sun cream', "doesn't like wearing a hat",
  'refuses to sit in his car seat', 'hates having his nails cut', "won't brush her hair", 'my son refuses to wear his seatbelt',
  "she won't wear her glasses", 'hates putting on his pyjamas', "doesn't want to wear her swimming costume",
];
