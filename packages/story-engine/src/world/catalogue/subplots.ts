import type { Wording } from './theme-entry';

/**
 * What a longer book's middle needs beyond the tries: what the failed tries taught the hero (used at the
 * turn), and a friend's own small problem, set up in the middle and solved beside the main one. For readers
 * of nine to twelve the hero gives the friend something to help (`gives`), a choice with a cost that the
 * happy end pays off. {pal}, {palhis} and {palhim} are the friend.
 */
export interface ThemeSubplot {
  /** What going wrong showed the hero, said before the turn, which the turn then does. */
  taught: Wording;
  /** The friend's own small problem, in the theme's terms. */
  trouble: Wording;
  /** What the hero could keep but lets the friend have: "the squishy toy". */
  gives: string;
  /** How the friend's problem comes right, in the happy end. */
  solved: Wording;
}

const s = (taught: Wording, trouble: Wording, gives: string, solved: Wording): ThemeSubplot => ({ taught, trouble, gives, solved });

export const SUBPLOTS: Readonly<Record<string, ThemeSubplot>> = {
  dentist: s('{hero} noticed that rushing made the fluttery feeling bigger, and one slow breath made it smaller.', '{pal} was worried too, and could not keep still.', 'the squishy toy from the waiting room', '{pal} squeezed the squishy toy all the way through, and came out grinning.'),
  doctor: s('{hero} saw that the strange things were only strange until {he} knew what they were for.', '{pal} did not like the cold stethoscope either, and hid behind the chair.', 'the first sticker', '{pal} wore the sticker proudly, and was not hiding any more.'),
  hospital: s('{hero} found that the scary things got smaller when someone explained them.', '{pal} missed home too, and kept looking at the door.', 'the picture of home from the wall', '{pal} held the picture of home, and stopped looking at the door.'),
  haircut: s('{hero} found that holding still was easier with something to look at.', '{pal} had a tangle of {palhis} own and did not want anyone to touch it.', 'the lollipop from the jar', '{pal} held the lollipop while the tangle was combed out, so gently that {pal} laughed.'),
  'new-baby': s('{hero} saw that the baby did not want toys or songs yet, only someone close.', '{pal} felt left out too, with everyone looking at the baby.', 'the big cushion', '{pal} sat on the big cushion by the baby, and the baby gurgled at {palhim}.'),
  'moving-house': s('{hero} saw that a new room felt strange until something of {his} own was in it.', '{pal} could not find {palhis} favourite cup in all the boxes.', 'the first go at unpacking', 'The favourite cup was in the first box, wrapped in paper, safe.'),
  'first-day': s('{hero} noticed that everyone felt new, not only {him}.', '{pal} had dropped {palhis} lunch box, and the lid had rolled away.', 'the best peg by the door', 'The lid turned up under the bench, and {pal} snapped it back on.'),
  'wobbly-tooth': s('{hero} saw that wiggling only made it sore, and waiting did no harm.', '{pal} wanted a wobbly tooth too, and felt left out.', 'the big red apple', '{pal} crunched the apple and said it was the best one ever, wobbly tooth or not.'),
  potty: s('{hero} found that listening to {his} tummy worked better than waiting till the last moment.', '{pal} did not like the big toilet\'s loud flush.', 'the frog towel', '{pal} pressed the flush, dried {palhis} hands on the frog towel, and did not jump at all.'),
  'own-bed': s('{hero} found that the dark felt smaller once {he} knew every shape in it.', '{pal} did not like the dark either, and kept peeping over the covers.', 'the night-light', 'The night-light glowed by {pal}, and soon {pal} was snoring softly.'),
  sleepover: s('{hero} noticed that the strange feeling was easier to carry once {he} said it out loud.', '{pal} had forgotten {palhis} toothbrush and was too shy to say.', 'the spare blanket', '{grownup} found a new toothbrush, and {pal} brushed with a big foamy grin.'),
  storm: s('{hero} saw that counting made the thunder a sum, not a monster.', '{pal} was scared of the thunder too, and would not come out from under the table.', 'the big torch', '{pal} held the big torch and counted along, and the storm did not seem so loud.'),
  'new-pet': s('{hero} saw that the {pet} came closer every time {he} stayed still.', '{pal} wanted to stroke the {pet} too, but was afraid of being scratched.', 'the first turn to hold the {pet}', '{pal} held the {pet} very gently, and the {pet} settled down.'),
  'grandparent-visit': s('{hero} noticed that {gran} lit up whenever {hero} asked about the old days.', '{pal} had made a card for {gran} and was too shy to give it.', 'the last scone', '{pal} gave {gran} the card, and {gran} put it right in the middle of the shelf.'),
  'lost-pet': s('{hero} saw that two eyes could not look everywhere, but a lot of eyes could.', '{pal} felt it was {palhis} fault for leaving the gate open.', 'the torch', '{pal} was the one who spotted the {pet} first, with the torch, and smiled at last.'),
  'learning-to-swim': s('{hero} noticed that the water held {him} up when {he} lay still and let it.', '{pal} did not like getting {palhis} face wet.', 'the goggles', '{pal} wore the goggles and put {palhis} face in, just for a second, and came up laughing.'),
  'learning-to-ride': s('{hero} saw that the bike went where {his} eyes went.', '{pal}\'s bell had come loose and rattled.', 'the shiny new helmet', '{grownup} tightened the bell, and {pal} rang it all the way round the park.'),
  'first-flight': s('{hero} noticed that the bumps stopped feeling scary once {he} knew they were only clouds.', '{pal} did not like the popping in {palhis} ears.', 'the bag of sweets', '{pal} chewed a sweet from the bag, and the popping went away.'),
  'two-homes': s('{hero} saw that home was the people and the things {he} loved, not only the house.', '{pal} kept forgetting which home {palhis} things were in.', 'the little bag for carrying things', '{pal} packed the little bag, and nothing was left behind this time.'),
  diwali: s('{hero} saw that the lights looked brightest when there were lots of them together.', '{pal}\'s diya would not stay lit in the breeze.', 'the glass lantern', 'Inside the glass lantern, {pal}\'s diya burned bright at last.'),
  eid: s('{hero} noticed that the best part of Eid was not the presents but who was there.', '{pal} had no new clothes this year and felt plain.', 'the shiny new hat', '{pal} wore the shiny hat all day, and everyone said Eid Mubarak to {palhim}.'),
  christmas: s('{hero} saw that a present {he} made showed more love than one from a shop.', '{pal} had nothing to give and felt sad about it.', 'the last candy cane', '{pal} gave the candy cane to {grownup}, and it was hung on the tree for everyone to see.'),
  hanukkah: s('{hero} noticed that the lights came one by one, not all at once, and that was the beauty of it.', '{pal} kept losing at dreidel.', 'the chocolate coins', '{pal} spun the dreidel with the chocolate coins to play for, and at last it landed on gimel.'),
  'lunar-new-year': s('{hero} saw that good luck was about wishing well for others too.', '{pal} was scared of the loud firecrackers.', 'the place at the front', '{pal} watched the lion dance from the front, with fingers in {palhis} ears, grinning.'),
  birthday: s('{hero} noticed that the party felt better when {he} looked after {his} guests.', '{pal} did not know any of the other guests.', 'the first slice of cake', '{pal} shared the first slice with a new friend, and they played together all afternoon.'),
  wedding: s('{hero} saw that going slowly, one step at a time, kept the petals in the basket.', '{pal} had a bow that kept coming undone.', 'the spare ribbon', 'The spare ribbon held the bow tight, and {pal} danced all evening.'),
  easter: s('{hero} noticed that the eggs were easier to find when {he} looked low and slowly.', '{pal} had not found a single egg.', 'the biggest egg', '{pal} carried the biggest egg in both hands, beaming.'),
  halloween: s('{hero} saw that the spooky things were only people in costumes, smiling underneath.', '{pal}\'s costume was too long and {pal} kept tripping.', 'the torch', 'With the torch to light the way, {pal} did not trip once more.'),
  ramadan: s('{hero} noticed that waiting was easier when {he} kept busy helping.', '{pal} was tired and cross from waiting.', 'the first date of the evening', '{pal} ate the first date at sunset and said it was the sweetest one ever.'),
  holi: s('{hero} saw that the colours were most fun when everyone was part of them.', '{pal} was afraid of getting powder in {palhis} eyes.', 'the sunglasses', '{pal} wore the sunglasses and threw colour with everyone, laughing.'),
  thanksgiving: s('{hero} noticed that saying what {he} was thankful for made the meal feel warmer.', '{pal} did not like anything on the table.', 'the last bread roll', '{pal} ate the bread roll with butter, and said thank you for it.'),
  courage: s('{hero} noticed that looking down made it worse, and looking ahead made it better.', '{pal} did not like the sound of the water rushing underneath.', 'the woolly hat with earflaps', '{pal} pulled the woolly hat down over {palhis} ears, and did not mind the water any more.'),
  jealousy: s('{hero} saw that sulking made the feeling bigger, and watching made it smaller.', '{pal} felt left out too: everyone wanted the scooter, not {palhim}.', 'the last ice lolly', '{pal} shared the ice lolly with everyone, and soon they were all playing together.'),
  anger: s('{hero} noticed that the angry feeling came in a rush, and went away slowly if {he} let it.', '{pal} was cross too, because {palhis} tower had fallen.', 'the big red blocks', '{pal} built a tower with the big red blocks, and it stayed up.'),
  sharing: s('{hero} saw that keeping everything made the game lonely.', '{pal}\'s paper had torn right down the middle.', 'the last clean sheet of paper', '{pal} drew a big yellow sun on the clean sheet.'),
  'saying-sorry': s('{hero} noticed that pretending nothing had happened only made the knot in {his} tummy tighter.', '{pal} was trying to fix the den alone.', 'the best cushion', 'The den stood up again, with the best cushion on top, and {pal} smiled.'),
  patience: s('{hero} saw that looking every minute did not make anything grow faster.', '{pal} wanted {palhis} seed to grow first.', 'the sunniest spot on the sill', '{pal}\'s pot sat in the sunniest spot, and a tiny shoot came up.'),
  'new-food': s('{hero} noticed that the new food was less scary once {he} knew how it smelled.', '{pal} had knocked {palhis} cup over, and felt silly.', 'the blue cup', '{pal} drank from the blue cup, and nobody minded the spill at all.'),
  kindness: s('{hero} saw that kindness worked best when {he} looked for what someone really needed.', '{pal} had lost {palhis} hat in the wind.', 'the warm scarf', '{pal} wore the warm scarf until the hat turned up in a bush.'),
  worries: s('{hero} noticed that a worry kept inside grew, and a worry said out loud shrank.', '{pal} had a worry too, about the dark.', 'the glow-in-the-dark star', '{pal} held the glowing star, and the dark did not seem so big.'),
  sadness: s('{hero} noticed that pretending to be happy was more tiring than being sad.', '{pal} did not know what to say and felt sad too.', 'the soft blanket', '{pal} curled up under the soft blanket, and they both felt a little better.'),
  friendship: s('{hero} saw that waiting for someone to say hello did not work, and saying it first might.', '{pal} had no one to play with either.', 'the bucket and spade', '{pal} filled the bucket, and soon three of them were building together.'),
  shyness: s('{hero} noticed that a small hello was easier than a big one.', '{pal} felt shy too, and stood very still.', 'the party hat with the star', '{pal} wore the party hat with the star, and a boy came over to say he liked it.'),
  honesty: s('{hero} noticed that the secret felt heavier every minute {he} kept it.', '{pal} was worried about getting the blame.', 'the last biscuit', '{pal} ate the last biscuit and stopped looking worried.'),
  'being-different': s('{hero} saw that trying to be like everyone else made {him} feel smaller.', '{pal} thought {palhis} drawing was too different too.', 'the best spot on the wall', '{pal}\'s drawing went on the wall, and everyone stopped to look.'),
  mistakes: s('{hero} noticed that every mistake showed {him} one thing to do differently.', '{pal} had spilled the sprinkles and felt silly.', 'the last of the icing', '{pal} used the last of the icing and drew a smiley face.'),
  dinosaurs: s('{hero} noticed that rushing broke things, and going slowly showed more.', '{pal} wanted to see the eggs too, but there were too many people.', 'the front spot by the glass', '{pal} had the front spot, and saw a baby dinosaur curled inside an egg.'),
  'space-rockets': s('{hero} saw that one person could not check everything, but a crew could.', '{pal} wanted to do the countdown, but thought no one would let {palhim}.', 'the shiny mission badge', '{pal} wore the shiny mission badge and counted down, loud and proud.'),
  trains: s('{hero} noticed that the best part of a train was the people on it.', '{pal} was scared of the loud whistle.', 'the map of the line', '{pal} followed the map of the line with a finger, counting the stations, and forgot about the whistle.'),
  football: s('{hero} saw that running alone with the ball never worked, and passing did.', '{pal} had not touched the ball all game.', 'the chance to take the kick', '{pal} kicked the ball, and it went in, and everyone cheered.'),
  diggers: s('{hero} noticed that the builders did everything safely, one step at a time.', '{pal} could not see over the fence.', 'the spot on the wall', 'From the wall, {pal} saw the digger lift the big rock.'),
  ballet: s('{hero} noticed that looking at one spot kept the room from spinning.', '{pal} had lost one of {palhis} ballet shoes.', 'the spare dance slippers', '{pal} danced in the spare slippers, twirling.'),
  pirates: s('{hero} saw that a map was only a good map if the crew could all read it.', '{pal} wanted to be the lookout but could not see.', 'the telescope', '{pal} looked through the telescope and shouted "Land ho!"'),
  'fire-engines': s('{hero} noticed that the firefighters were a team, and everyone had a job.', '{pal} was frightened by the loud siren.', 'the ear defenders', '{pal} wore the ear defenders, and the siren was only a hum, and {pal} waved at the firefighters.'),
  bugs: s('{hero} noticed that the bugs came out when {he} was quiet and gentle.', '{pal} wanted to find a ladybird but could not.', 'the magnifying glass', '{pal} found a ladybird with the magnifying glass, and counted its spots.'),
  horses: s('{hero} noticed that the pony stepped back from quick hands and came to slow ones.', '{pal} was scared of the big horse too.', 'the riding hat', '{pal} put on the riding hat, patted the big horse\'s neck once, and grinned.'),
  baking: s('{hero} saw that good biscuits needed time in the oven, not hurry.', '{pal} wanted to help but kept dropping things.', 'the sprinkles', '{pal} shook the sprinkles over everything, and it looked like a party.'),
  gardening: s('{hero} noticed that plants needed looking after, and then leaving alone.', '{pal} did not have a pot of {palhis} own.', 'the spare pot', '{pal} planted a sunflower seed in the spare pot.'),
  music: s('{hero} noticed that playing slowly was the way to play fast later.', '{pal} wanted to play too but did not know how.', 'the tambourine', '{pal} shook the tambourine, right on the beat, and everyone clapped.'),
  art: s('{hero} saw that a blob did not have to be a mistake, if {he} looked at it another way.', '{pal} had run out of paper.', 'the last big sheet', '{pal} painted a big sun on the last sheet.'),
  sharks: s('{hero} noticed that the sharks swam slowly and did not look at anyone at all.', '{pal} was scared of the dark tunnel.', 'the seat by the big window', '{pal} sat by the big window and counted the sharks, and forgot all about the dark.'),
  camping: s('{hero} saw that tents went up with two pairs of hands, not one.', '{pal} was scared of the noises in the dark.', 'the torch', '{pal} shone the torch and found the noise was only an owl.'),
};
