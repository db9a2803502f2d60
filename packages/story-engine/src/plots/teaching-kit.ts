import type { DayReading } from '../understand/read-day';
import type { DayKit } from './day-kits';

/**
 * A child teaching someone a skill (round 20, held-out read 46: "teaching Grandma to use her tablet" was told as a hen
 * rescue): the child is the patient teacher, the learner gets it wrong in the ways that skill goes wrong, the teacher's own
 * slip is going too fast or doing it for them, and the turn is a different way of showing. A screen is learnt side by
 * side, with the steps drawn on a card and the learner pressing every button; laces from beside, facing the same way, with
 * the bunny-ears rhyme; a scooter or a bike on a flat path in the park, helmets on, a grown-up there.
 */
interface Teaching {
  /** The learner, mid-sentence, at a sentence's start and in the hero's own words ("his little brother", "Leo's little brother", "my little brother"). */
  l: string;
  L: string;
  m: string;
}

type TeachingLines = Pick<DayKit, 'worry' | 'tries' | 'turn' | 'details' | 'senses' | 'win' | 'end' | 'setback' | 'choice'>;

const SCREEN = /\b(tablet|ipad|phone|computer|laptop)\b/i;
const SCREENS = /\b(?:tablet|ipad|video[- ]?calls?|facetime|phone|computer|laptop|e-?mails?|texts?|texting|messages?|zoom|selfies?|emojis?)\b/i;
const LACES = /\b(?:laces|shoelaces|bows?|shoes)\b/i;
const WHEELS = /\b(scooter|bike|bicycle|skateboard|roller ?skates|skates)\b/i;

/** What the screen is learnt for: a call (the green button, a face), a message (letters, the send arrow), or the screen itself. */
const CALL = /\b(?:video[- ]?calls?|facetime|zoom|call|calling|skype)\b/i;
const MESSAGE = /\b(?:texts?|texting|messages?|e-?mails?|emojis?)\b/i;

function screenLines({ l, L }: Teaching, skill: string): TeachingLines {
  const device = `the ${(SCREEN.exec(skill)?.[1] ?? 'tablet').toLowerCase().replace('ipad', 'tablet')}`;
  const call = CALL.test(skill);
  const message = !call && MESSAGE.test(skill);
  return {
    worry: [`"What if I'm not a good teacher?" asked {hero}.`, `"What if the buttons are too small?" asked {hero}.`],
    tries: [
      [`{hero} showed it all at once, tap, tap, swipe, and ${l} said, "Slow down, I didn't see any of that!"`],
      [`${L} pressed the screen so long and so hard that a different page popped up, and then another.`],
      call
        ? [`${L} held ${device} so close that the camera could see only one eye and a bit of nose.`, `${L} talked and talked, but the little microphone on the screen was crossed out, and nobody could hear a word.`]
        : message ? [`${L} typed with one finger, very slowly, and pressed two letters at once, so the words came out all jumbled.`] : [`${L} put ${device} down for a moment to think, and the screen went dark and would not wake up.`],
    ],
    turn: [`{hero} had an idea: stop doing it for ${l}, draw every step on a card, big and clear, and let ${l} do every press.`],
    details: [
      [`{hero} sat right next to ${l} on the sofa, with ${device} between them.`],
      call ? [`{hero} showed where the camera was: a tiny black dot at the top of ${device}.`] : [`{hero} showed the button on the side that woke ${device} up, and the little pictures that each opened something different.`],
      call ? ['On the card, {hero} drew the green button for calling and the red one for stopping, as big as biscuits.'] : message ? ['On the card, {hero} drew the little box for typing and the arrow for sending, as big as biscuits.'] : ['On the card, {hero} drew each button and each little picture, as big as biscuits, with an arrow to the next.'],
      call ? [`${L} pressed the green button, and the call rang, and rang, and then a face on the screen waved hello.`] : message ? [`${L} typed the message, one letter at a time, found the arrow, and whoosh, away it went.`] : [`${L} woke ${device} up, found the right little picture, and opened it, all alone.`],
    ],
    senses: [`${cap(device)} went bloop when it turned on.`, 'The sofa cushions sagged in the middle, so they slid closer together.', 'The screen was smudgy with fingerprints, all of them from this afternoon.'],
    win: `${l} had done it without any help, and {hero} had not touched ${device} once`,
    end: [call ? `That evening, ${device} rang, and it was ${l}, calling {hero} just to say goodnight.` : message ? `That evening, a message came from ${l}, with three funny little faces on the end, just to say goodnight.` : `That evening, ${l} sent {hero} a photo taken all alone: a little blurry, and a bit of thumb, but a real photo.`],
    setback: [`Then ${device} ran out of battery, right in the middle, and they had to wait while it charged.`],
    choice: [`{hero} could do the tricky bit quickly or wait while ${l} found it, and {he} chose to wait.`],
  };
}

function lacesLines({ l, L, m }: Teaching): TeachingLines {
  return {
    worry: [`"What if ${m} never gets it?" asked {hero}.`, `"How did I learn it?" wondered {hero}.`],
    tries: [
      [`{hero} tied a bow so fast that all ${l} saw was a blur of laces.`],
      [`${L} made one bunny ear, but the other lace slipped away, and the loop fell flat.`],
      [`${L} pulled the loops so hard that the bow turned into a tight little knot.`],
    ],
    turn: [`{hero} had an idea: sit right beside ${l}, facing the same way, so their hands went the same way round, and say the bunny-ears rhyme slowly, one bit at a time.`],
    details: [
      [`{hero} and ${l} sat on the bottom stair, with a shoe each.`],
      [`"Cross them over, tuck one under, pull them tight," said {hero}, slowly.`],
      [`"Make a bunny ear, and another bunny ear, cross them over, pull one through."`],
      [`${L} pulled the loops, and there was a bow: a bit wonky, but a real bow.`],
    ],
    senses: ['The laces had plastic tips that clicked on the stair.', 'The bow was floppy, with one ear bigger than the other.'],
    win: `${l} had tied a bow all alone, and it held`,
    end: [`The next morning, ${l} tied both shoes before breakfast, and shouted for {hero} to come and see.`],
    setback: [`Then the bow came undone on the very first step, and ${l} nearly gave up.`],
    choice: [`{hero} could tie it for ${l} to be quick, or wait, and {he} chose to wait.`],
  };
}

function wheelsLines({ l, L, m }: Teaching, skill: string): TeachingLines {
  const ride = `the ${(WHEELS.exec(skill)?.[1] ?? 'scooter').toLowerCase()}`;
  const bike = /bike|bicycle/.test(ride);
  return {
    worry: [`"What if ${m} falls off?" asked {hero}.`, `"What if ${m} won't try?" asked {hero}.`],
    tries: [
      bike ? [`${L} sat on the saddle with both feet on the ground and waited, and ${ride} did not go anywhere at all.`] : [`${L} stood on ${ride} and waited, and it did not go anywhere at all.`],
      [`${L} pushed off, but looked down at the wheels instead of ahead, and wobbled onto the grass.`],
      [`{hero} shouted lots of tips at once, ${bike ? '"Pedal! Look up! Steer!"' : '"Push! Look up! Lean!"'}, and ${l} got muddled and stopped.`],
    ],
    turn: [bike ? `{hero} had an idea: walk alongside, holding the back of the saddle, and say just one thing at a time: "Pedal, pedal, and look at the bench."` : `{hero} had an idea: go alongside, very slowly, and say just one thing at a time: "Push, push, and look at the bench."`],
    details: [
      [`{grownup} checked both helmets, and they went to the flat path in the park, far from the road.`],
      bike ? [`"One foot on a pedal, up high, then push down hard and look ahead," said {hero}, and showed how, slowly.`] : [`"One foot on, and push with the other," said {hero}, and showed how, slowly.`],
      [`{grownup} walked right behind, and {hero} went alongside, step by step.`],
      [bike ? `${L} pedalled, and wobbled, and pedalled, and went all the way to the bench.` : `${L} pushed, and pushed, and went all the way to the bench.`],
    ],
    senses: ['The wheels rumbled on the path.', 'A dog barked, and some pigeons flapped up.', 'The air was fresh and cool.'],
    win: `${l} had gone all the way along the path, with {hero} cheering`,
    end: [`At bedtime, ${l} said, "Can we go again tomorrow?" and {hero} said yes.`],
    setback: [`Then ${l} wobbled and put a foot down hard, and sat on the grass for a bit, not wanting to try again.`],
    choice: [bike ? `{hero} could keep holding the saddle or let go, and {he} chose to let go, just a little.` : `{hero} could go alongside or stay at the bench and cheer, and {he} chose to stay close, just a little behind.`],
  };
}

function anySkillLines({ l, L, m }: Teaching, skill: string): TeachingLines {
  return {
    worry: [`"What if I explain it wrong?" asked {hero}.`, `"What if ${m} gets bored?" asked {hero}.`],
    tries: [
      [`{hero} did it all at once, fast, the way {he} always did, and ${l} said, "Again, but slower, please."`, `{hero} explained it all in one long breath, and ${l} blinked, and said, "From the start, please."`],
      [`${L} had a go, but missed out the middle bit, and it went wrong.`, `${L} had a go, but did the steps in the wrong order, and it went wrong.`],
      [`${L} tried again, got in a muddle halfway, and wanted to give up.`, `${L} tried again, and it nearly worked, and then it did not, and ${l} sighed.`],
    ],
    turn: [`{hero} had an idea: show it a different way, one small step at a time, and let ${l} do each step before the next.`, `{hero} had an idea: do it side by side, slowly, {his} hands and ${l}'s hands doing the same step at the same time.`],
    details: [
      [`{hero} remembered how hard it had been at first, and decided to be patient.`, `{hero} thought back to learning it, and all the goes it had taken.`],
      [`{hero} showed the first step, very slowly, and ${l} copied it.`, `{hero} said each step out loud, and ${l} said it back.`],
      [`{hero} did not take over, not even once, even when {his} hands itched to.`, `{hero} sat on {his} hands, so as not to do it for ${l}.`],
      [`At last, ${l} did it from start to finish, and looked up, surprised.`],
    ],
    win: `${l} had learnt to ${skill}, and {hero} had been the teacher`,
    end: [`At bedtime, {hero} thought that being the teacher was hard, and good, and {he} would do it again.`, `That night, {hero} thought of ${l}'s surprised face, and smiled in the dark.`],
    setback: [`Then ${l} got tired, and they had to stop for a drink and a biscuit before trying again.`, `Then ${l} had to stop and rest, and {hero} had to wait, and wait.`],
    choice: [`{hero} could do it for ${l} or wait, and {he} chose to wait.`],
  };
}

const cap = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

export function teachingKit(day: DayReading): DayKit | undefined {
  const { learner, skill } = day;
  if (!learner || !skill) return undefined;
  const who: Teaching = { l: learner, L: learner.replace(/^\{(sibor|inrole):\{his\}/, "{$1:{hero}'s"), m: learner.replace(/^\{(sibor|inrole):\{his\}/, '{$1:my') };
  const anySkill = anySkillLines(who, skill);
  const lines = SCREENS.test(skill) ? screenLines(who, skill) : LACES.test(skill) ? lacesLines(who) : WHEELS.test(skill) ? wheelsLines(who, skill) : anySkill;
  return {
    ...lines,
    opening: () => [`${who.L} wanted to ${skill}, but did not know how, and today {hero} was going to be the teacher.`],
    subplot: {
      taught: ['{hero} saw that showing slowly, one step at a time, worked better than telling.', '{hero} noticed that waiting was the hardest part of teaching, and the most important.'],
      trouble: ['{pal} was tired of waiting, and wanted to stop.'],
      gives: 'a high five after every try',
      solved: ['{pal} had a high five after every try, and kept going, and grinned.'],
    },
    hope: `help ${learner} do it alone`,
    steps: 'the steps of teaching someone (going too fast at first, the learner\'s muddles, a different way of showing, waiting while they do it)',
    lesson: 'patience',
    ...(lines === anySkill ? {} : { particular: true as const }),
  };
}
