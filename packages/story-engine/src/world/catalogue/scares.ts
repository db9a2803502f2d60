import type { Wording } from './theme-entry';

/**
 * A fright that is true of a theme, and what it turned out to be: told when a parent asks for a scarier book and the
 * reader is six or over (`plots/scare-page.ts`), in place of declining the wish. Safe and resolved on the same page: the
 * noise outside the tent is a hedgehog, the thing on the dark stairs is the cat. A theme with no true fright in it (a
 * funeral, the dentist) has none, and the wish is declined in words as before. Templates as the catalogue's.
 */
export const SCARES: Readonly<Record<string, Wording>> = {
  camping: [
    'As the light began to go, something snuffled and scratched in the bushes right beside them, and {hero} froze with a tent peg in {his} hand. When {he} finally dared to shine the torch, two small eyes shone back: a hedgehog, come to see who was making all the noise.',
    'As dusk came, a twig cracked in the trees behind them, then another, closer, and {hero} held {his} breath until {his} chest hurt. The torch found a fox at the edge of the light, as surprised as {hero} was, and it trotted away into the dark.',
  ],
  storm: [
    'The lights flickered, and in the next flash of lightning {hero} saw a tall dark shape at the window, with long arms that tapped and scraped. It was only the old tree in the garden, bending in the wind, but {hero}\'s heart took a long time to believe it.',
    'A crash came from upstairs, so loud that {hero} grabbed {pal}\'s arm. They crept up together, one step at a time, and found the bedroom window blown open and the curtains flapping like a ghost.',
  ],
  halloween: [
    'At one house, the door creaked open all by itself, and a cold hand touched {hero}\'s shoulder from behind. {hero} spun round so fast {he} nearly dropped the bucket: it was only the lady from next door, in a witch\'s hat, laughing and holding out the sweets.',
    'On the way home, footsteps followed them down the dark path, stopping when they stopped and starting when they started. {hero} turned at last, torch up, and found a little boy in a sheet, who had been too shy to ask if he could walk with them.',
  ],
  sleepover: [
    'While the others were brushing their teeth, {hero} heard a slow creak on the dark landing, then another, coming closer to the door. The door swung open a crack, and a tall dark shape stood behind it, swaying: a dressing gown on its hook, moving with the door.',
  ],
  'moving-house': [
    'In the new house, every sound was a stranger: a tap, a knock, a long groan in the walls. {hero} crept up the dark stairs to find it, one step at a time, and found only the old pipes knocking as the heating came on.',
    'In the empty new house, the stairs creaked all by themselves, one step after another, as if someone were coming up. {hero} switched on the landing light: nobody, just the old wood settling, as old houses do.',
  ],
  'power-cut': [
    'In the dark, something soft brushed past {hero}\'s legs, and {he} very nearly screamed. The torch wobbled down to the floor and found the cat, who wanted to know why nobody had turned the lights back on.',
  ],
  'woods-walk': [
    'Deep in the trees, a huge crashing came through the bushes, heading straight for them, and {hero} froze. Out burst a deer, which stared at them for one long second and was gone, leaving the leaves still shaking.',
  ],
  'grandmas-house': [
    'Sent upstairs for a cardigan, {hero} found the stairs of the old house dark, and at the top something white moved. {hero} made {him}self go on, step by step, and found only the long curtain at the landing window, stirring in a draught.',
  ],
};
