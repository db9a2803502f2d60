import { themeSubplot } from '../subplots';
import type { EntryKit } from '../round-13-kit';
import { ALIVE, CAGED, PET } from './pet-kinds';

/**
 * A small pet out of its cage, somewhere at home ("our hamster escaped", "the gerbil got out"): not a search of the
 * streets (`lost-pet`) but of the house, at night when it comes out; a trail of seeds, a little flour on the floor to
 * show footprints, and it is found curled up somewhere warm.
 */
export const PET_ESCAPED: EntryKit = {
  entry: {
    id: 'pet-escaped', kind: 'moment', aboutPet: true,
    words: new RegExp(String.raw`^${ALIVE}(?!.*\b(?:run|garden|hutch|outside|fence|street|park)\b).*(?:\b${CAGED}\b[\w' ]{0,20}\b(?:escaped|escapes|escaping|has escaped|got out|gets out|getting out|is loose|was loose|on the loose|went missing|has gone missing|is missing)\b|\bescaped (?:hamster|gerbil|mouse|rat|guinea pig|budgie)\b)`, 'i'),
    means: new RegExp(String.raw`^${ALIVE}(?!.*\b(?:run|garden|hutch|outside|fence|street|park)\b).*\b${CAGED}\b.{0,20}\b(?:escape|get out)\b`),
    name: 'the great escape', setting: 'home', lesson: 'patience', evening: true,
    title: ['{hero} and the Great {Pet} Escape', 'Where Is the {Pet}?'],
    opening: ['In the morning, the cage door was open and the bed of shavings was empty: {hispet} had escaped, somewhere in the house.', 'The cage was empty. The {pet} had escaped!'],
    worry: ['"What if we never find {thepet}?" said {hero}. "What if it is scared and hungry?"', '"What if we never find {thepet}?" said {hero}.'],
    tries: [
      ['{hero} looked under the bed and behind the sofa and in every shoe, calling and calling, but a small animal hides from noise.', '{hero} called and looked in every shoe, but it hid.'],
      ['{hero} pulled all the toys out of the cupboard, and found a sock and a crayon, and no {pet}.', '{hero} emptied the cupboard, and found no {pet}.'],
      ['{hero} ran from room to room, stamping, and every hiding place stayed still and quiet.', '{hero} ran from room to room, and everything stayed quiet.'],
    ],
    turn: ['{hero} had an idea: at bedtime, {he} laid a little trail of seeds across the floor, with a pinch of flour beside it to show any footprints, and the cage open at the end.', 'At bedtime, {hero} laid a trail of seeds to the open cage.'],
    details: [
      ['Small pets like the {pet} sleep in the day and come out at night, when the house is quiet.', 'The {pet} slept by day and came out at night.'],
      ['{hero} shut every door, so the {pet} could only be in this one room.', '{hero} shut every door.'],
      ['In the morning there were tiny footprints in the flour, and half the seeds were gone.', 'In the morning, there were tiny footprints.'],
      ['A small scared animal looks for somewhere warm, dark and tight to hide, like the gap behind the fridge.', 'Small animals hide somewhere warm and dark.'],
    ],
    senses: ['Scritch, scratch, went something small in the dark.', 'The floor was dusty with flour and seeds.'],
    win: '{thepet} was found curled up behind the fridge, and was back in the cage, safe and sleepy',
    end: ['That night, {hero} checked the cage door twice, and the {pet} ran round and round its wheel as if nothing had happened at all.', '{hero} checked the cage door twice.'],
  },
  setback: 'Then it got dark, and somewhere a tiny scritch, scratch began, and stopped, and {hero} could not tell where it had come from.',
  choice: '{hero} could keep hunting under every bed or wait quietly for night, and {he} chose to wait.',
  subplot: themeSubplot(
    '{hero} saw that a scared little animal comes out for quiet and patience, not for noise.',
    '{pal} wanted to help look, and was very good at being quiet.',
    'the torch',
    '{pal} shone the torch low along the skirting board, and there, behind the fridge, were two tiny bright eyes.',
  ),
  low: '"It\'s in here somewhere, and it\'s frightened of me," said {hero}. "It\'s still out there in the dark."',
  hint: 'Wait till it is quiet. Small animals come out at night',
  light: ['Shh!', 'Scritch!', 'Found you!'],
  older: {
    want: '{hero} wanted the {pet} back before it got hurt, and the house was full of hiding places.',
    secret: '{he} was the one who had not shut the cage door properly',
    decides: '{hero} could keep turning the house upside down, or set a quiet trail and wait. {he} waited.',
  },
};

/**
 * A pet wearing a cone after the vet ("the dog has to wear a cone"): the cone stops it licking its stitches while they
 * heal; it bumps into doorways and cannot reach its bowl, and the hero makes room and lifts the bowl. The cone comes off
 * when the vet says the stitches have healed.
 */
export const PET_CONE: EntryKit = {
  entry: {
    id: 'pet-cone', kind: 'moment', aboutPet: true,
    // Any cone a pet wears, whatever leads to it ("has to wear a cone after her operation": no hospital stay of the hero's).
    words: new RegExp(String.raw`^${ALIVE}(?!.*\b(?:ice ?cream|traffic|pine|fir|cornet)\b)(?=.*\b${PET}\b).*\b(?:cones?|(?:lampshade|buster|elizabethan) collar|lampshade)\b`, 'i'),
    name: 'the cone', setting: 'home', lesson: 'kindness',
    title: ['{hero} and the {Pet} in the Cone', 'The {Pet} in the Lampshade'],
    opening: ['{hispet} came home from the vet with stitches and a big plastic cone round its neck, like a lampshade.', 'The {pet} came home from the vet in a big cone.'],
    worry: ['"Take it off! The {pet} hates it," said {hero}. "Look, it keeps bumping into things."', '"Take it off!" said {hero}. "The {pet} hates it."'],
    tries: [
      ['{hero} tried to pull the cone off, but the vet had said no: without it, the {pet} would lick the stitches, and they would not heal.', '{hero} wanted it off, but the cone stopped the {pet} licking its stitches.'],
      ['{hero} put the food bowl in its usual place, and the cone got there first, and the {pet} could not reach a bite.', 'The cone bumped the bowl, and the {pet} could not eat.'],
      ['{hero} called the {pet} to play chase, and it ran, and the cone bonked the door frame, and it sat down, sad.', 'The cone bonked the door, and the {pet} sat down, sad.'],
    ],
    turn: ['{hero} lifted the bowl up onto a book so the {pet} could reach it inside the cone, and moved the chairs so there was room to walk.', '{hero} lifted the bowl and made room to walk.'],
    details: [
      ['Under the cone, on the {pet}\'s tummy, was a neat line of stitches, and it must not lick them.', 'Under the cone was a neat line of stitches.'],
      ['Everything sounded louder inside the cone, so {hero} spoke very softly.', '{hero} spoke softly, because the cone made sounds loud.'],
      ['The {pet} slept a lot, which is how bodies mend.', 'The {pet} slept a lot, to mend.'],
      ['After ten days the vet looked at the stitches and said, "All healed," and took the cone off.', 'After ten days, the cone came off.'],
    ],
    senses: ['Bonk, went the cone on the door.', 'The cone crackled when the {pet} scratched at it.'],
    win: 'the {pet} could eat and rest and mend, cone and all, because {hero} had made room for it',
    end: ['When the cone came off, the {pet} shook its head and shook its head, and {hero} gave {thepet} the best scratch behind the ears in the world.', 'When the cone came off, {hero} gave the best ear scratch ever.'],
  },
  setback: 'Then {hero} saw the {pet} twisting round, trying and trying to reach its stitches.',
  choice: '{hero} could play a noisy game or sit quietly by the {pet}, and {he} chose to sit.',
  subplot: themeSubplot(
    '{hero} saw that the thing the {pet} hated was the thing helping it mend.',
    '{pal} laughed at the cone, and then felt bad.',
    'the soft toy',
    '{pal} put a soft toy just inside the cone\'s reach, and the {pet} rested its chin on it and sighed.',
  ),
  low: '"It\'s not fair," said {hero}. "It just wants to scratch."',
  hint: 'The cone keeps the stitches safe while they heal',
  light: ['Bonk!', 'Oops!', 'Mend!'],
  older: {
    want: '{hero} wanted the cone off, because the {pet} was so miserable, and knew it had to stay on.',
    secret: '{he} had almost taken it off, once, when nobody was looking',
    decides: '{hero} could take the cone off for a bit, or make the cone easier to live with. {he} made it easier.',
  },
};

/**
 * A pet that is poorly, cared for at home ("our rabbit is poorly"): the vet, medicine given carefully, a quiet warm bed,
 * fresh water and its favourite food, and not playing until it is better. The turn is gentle, quiet care.
 */
export const POORLY_PET: EntryKit = {
  entry: {
    id: 'poorly-pet', kind: 'moment', aboutPet: true,
    words: new RegExp(String.raw`^${ALIVE}(?!.*\b(?:old|elderly)\b).*(?:\b${PET}\b[\w' ]{0,12}\b(?:is|was|are|were|has been|seems|got|feels?|being) (?:very |really |a bit |a little |quite |so |feeling )?(?:poorly|ill|sick|unwell|not (?:very )?well|off (?:his|her|its|their) food)\b|\b(?:poorly|sick|ill|unwell) ${PET}\b|\b${PET} (?:has|had|with|hurt) (?:a |his |her |its )?(?:poorly|sore|bad|hurt|injured) (?:paw|leg|tummy|eye|ear|foot|tooth)\b)`, 'i'),
    name: 'the poorly pet', setting: 'home', lesson: 'kindness',
    title: ['{hero} Looks After the {Pet}', 'Get Well, {Pet}'],
    opening: ['{hispet} was poorly: it did not want its food, and it lay very still in the corner of its bed.', '{hispet} was poorly today.'],
    worry: ['"Is the {pet} going to be all right?" asked {hero}, and {his} voice came out small.', '"Will the {pet} be all right?" asked {hero}.'],
    tries: [
      ['{hero} brought the {pet}\'s favourite toy and squeaked it, but the {pet} only closed its eyes.', '{hero} squeaked a toy, but the {pet} closed its eyes.'],
      ['{hero} offered a big handful of treats, but a poorly tummy does not want treats.', '{hero} offered treats, but the {pet} did not want them.'],
      ['{hero} wanted to carry the {pet} around for cuddles, but it needed to lie still and rest.', '{hero} wanted cuddles, but the {pet} needed rest.'],
    ],
    turn: ['{hero} sat quietly by the {pet}\'s bed, stroked it very gently, and made sure its water bowl was always fresh and full.', '{hero} sat quietly, stroked it gently, and kept its water fresh.'],
    details: [
      ['At the vet, the {pet} was weighed and listened to, and the vet said it needed medicine and rest.', 'The vet said medicine and rest.'],
      ['The medicine went in with a little syringe, twice a day, and {hero} held a treat ready for after.', 'The medicine went in twice a day.'],
      ['{hero} made the bed warm and put it somewhere quiet, away from the busy kitchen.', '{hero} put the bed somewhere warm and quiet.'],
      ['On the third day, the {pet} sniffed its food, and ate a little, and then a little more.', 'On the third day, the {pet} ate a little.'],
    ],
    senses: ['The house was extra quiet, on tiptoe.', 'The {pet} breathed slow and soft.'],
    win: 'the {pet} was eating again, and {hero} had looked after it the whole time',
    end: ['A week later, the {pet} was back to its old self, and {hero} wrote "GET WELL" on a card anyway, and stuck it by its bed.', 'A week later, the {pet} was better.'],
  },
  setback: 'Then, in the night, the {pet} would not drink, and Mum rang the vet again.',
  choice: '{hero} could go to a friend\'s to play or stay home with the poorly {pet}, and {he} chose to stay.',
  subplot: themeSubplot(
    '{hero} saw that looking after someone who is poorly means being quiet, gentle and there.',
    '{pal} wanted to help, but did not know how.',
    'the little blanket',
    '{pal} tucked the little blanket round the {pet}\'s bed, and the {pet} snuggled down into it.',
  ),
  low: '{hero} sat on the stairs with {his} knees up. "Please get better," {he} whispered.',
  hint: 'Quiet, warm and gentle helps it mend',
  light: ['Shh!', 'Get well!', 'Gently!'],
  older: {
    want: '{hero} wanted the {pet} better, right now, and could only help it slowly.',
    secret: '{he} had been scared the {pet} might die',
    decides: '{hero} could go out and forget about it, or stay and help. {he} stayed.',
  },
};
