import { themeSubplot } from '../subplots';
import type { EntryKit } from '../round-13-kit';
import { ALIVE, PET } from './pet-kinds';

/**
 * A litter born at home ("our cat had kittens", "the guinea pigs had babies"): the young are born tiny with their eyes
 * shut, the mother feeds and washes them and wants them left alone, their eyes open after about two weeks, and then come
 * wobbly first steps. The turn is waiting and watching, not holding.
 */
export const PET_LITTER: EntryKit = {
  entry: {
    id: 'pet-litter', kind: 'moment', aboutPet: true,
    words: new RegExp(String.raw`^${ALIVE}.*(?:\b${PET}\b[\w' ]{0,20}\b(?:had|has|has had|is having|are having|having|gave birth to|giving birth to|is expecting)\b[\w ]{0,20}\b(?:puppies|kittens|pups|babies|bunnies|a litter|litter)\b|\b${PET}\b[\w' ]{0,12}\b(?:is|was|are) (?:pregnant|expecting)\b|\bnew(?:born)? (?:puppies|kittens)\b|\b(?:puppies|kittens) (?:were|are|was|have been) born\b)`, 'i'),
    means: new RegExp(String.raw`^${ALIVE}.*\b${PET}\b.{0,20}\b(?:have|give birth to) (?:\w+ )?(?:puppies|kittens|babies|a litter)\b`),
    name: 'the new litter', setting: 'home', lesson: 'patience',
    title: ['{hero} and the {Young}', 'Tiny New {Young}'],
    opening: ['In the night, {hispet} had {young}, and now there was a warm, squeaking heap in the {petbed} in the corner.', 'The {pet} had {young} in the night!'],
    worry: ['"Can I hold one? Just one? Please?" whispered {hero}, creeping closer.', '"Can I hold one?" whispered {hero}.'],
    tries: [
      ['{hero} reached into the {petbed}, and the mother {pet} lifted her head and gave {hero} a look that said, not yet.', '{hero} reached in, and the mother {pet} gave {him} a look.'],
      ['{hero} called the {young} by the names {he} had picked, but new {young} only want their mother, and they did not even look up.', '{hero} called the {young}, but they only wanted their mother.'],
      ['{hero} wanted to wake them up to play, but new {young} sleep nearly all day, in a heap, and only wake to feed.', '{hero} wanted to play, but the {young} only slept and fed.'],
    ],
    turn: ['{hero} sat on the floor, hands in {his} lap, and just watched, and the mother {pet} let out a long breath and went on washing her babies.', '{hero} sat still and watched, and the mother {pet} was calm.'],
    details: [
      ['The {young} were {newborn}, and they squeaked when they wanted their mother.', 'The {young} were tiny, and they squeaked.'],
      ['The mother {pet} fed them and kept them clean, and did not want anyone else to touch them yet.', 'The mother {pet} fed them and kept them clean.'],
      ['{grows}, and they got bigger every day.', '{grows}.'],
      ['Soon they were exploring every corner, and tumbling over each other to get back to their mother.', 'Soon they were exploring every corner.'],
    ],
    senses: ['The {petbed} was warm and smelled of milk.', 'Squeak, squeak, went the little heap.'],
    win: 'the smallest of the {young} came over to {hero} all by itself',
    end: ['That night, {hero} whispered goodnight to every one of the {young}, and then to their mother, who was the best mother of all.', '{hero} whispered goodnight to the {young}.'],
  },
  setback: 'Then the doorbell rang, loud, and the mother {pet} jumped up and stood over her babies, and would not settle.',
  choice: '{hero} could tell everyone at school straight away or keep it a quiet surprise until the {young} were bigger, and {he} chose to wait.',
  subplot: themeSubplot(
    '{hero} saw that the newest babies need their mother first, and a quiet house most of all.',
    '{pal} wanted to pick up a baby and cuddle it tight.',
    'the soft old towel',
    '{pal} tucked the soft old towel round the outside of the {petbed}, to keep out the draught, and the mother {pet} sniffed it and lay down.',
  ),
  low: '{hero} stood very still. "I scared her," {he} said. "I only wanted to see."',
  hint: 'Let their mother look after them first',
  light: ['Squeak!', 'Shh!', 'So tiny!'],
  older: {
    want: '{hero} wanted to hold the {young} and name them all, and had to wait while their mother said no.',
    secret: '{he} had already chosen which one {he} wanted to keep',
    decides: '{hero} could lift one out to hold, or leave them with their mother. {he} left them.',
  },
};

/**
 * The young of a litter going to new homes ("the puppies are going to new homes", "saying goodbye to the kittens"): at
 * about eight weeks they are ready to leave their mother; the new families come to meet them, each takes one home with a
 * blanket that smells of its mother, and the hero is sad and proud at once.
 */
export const PET_NEW_HOMES: EntryKit = {
  entry: {
    id: 'pet-new-homes', kind: 'moment', aboutPet: true,
    words: new RegExp(String.raw`^${ALIVE}.*(?:\b(?:puppies|kittens|pups|bunnies|babies|baby \w+)\b.{0,30}\b(?:new|forever) homes?\b|\b(?:homes? for|rehoming|re-homing|giving away|give away|gave away|saying goodbye to|say goodbye to|goodbye to|selling) (?:the |our |all the |my |his |her )?(?:puppies|kittens|pups|bunnies|baby \w+)\b)`, 'i'),
    name: 'the goodbye to the young', setting: 'home', lesson: 'kindness',
    title: ['{hero} and the {Young}\'s New Homes', 'Off to New Homes'],
    opening: ['The {young} were eight weeks old and big and bouncy now, and today their new families were coming to take them home.', 'Today the {young} were going to new homes.'],
    worry: ['"But they\'re ours," said {hero}. "What if their new families don\'t love them like we do?"', '"But they\'re ours," said {hero}.'],
    tries: [
      ['{hero} hid the smallest one under {his} jumper, but it wriggled and squeaked and gave the game away.', '{hero} hid the smallest one, but it squeaked.'],
      ['{hero} told the first family that the {young} were very naughty, but the little girl only laughed and held one close.', '{hero} said the {young} were naughty, but nobody minded.'],
      ['{hero} went to {his} room and shut the door, but {he} could still hear them squeaking downstairs.', '{hero} shut {his} door, but could still hear them.'],
    ],
    turn: ['{hero} came back down and showed each new family how their baby liked to be held, and where it liked its ears rubbed.', '{hero} showed each family how to hold their baby.'],
    details: [
      ['Each of the {young} went with a piece of blanket that smelled of its mother, so its new bed would smell of home.', 'Each one took a bit of blanket that smelled of home.'],
      ['The {young} were ready now: they ate real food and played and did not need their mother\'s milk.', 'The {young} were big enough to leave now.'],
      ['{hero} wrote down what each one ate, and when, on a card for its new family.', '{hero} wrote a card for each new family.'],
      ['The mother {pet} sniffed the empty basket and then lay down in the sun, as if she knew they would be fine.', 'The mother {pet} lay down in the sun.'],
    ],
    senses: ['The empty basket still smelled of them.', 'The house was very quiet after.'],
    win: 'every one of the {young} went off in loving arms, and {hero} had helped them go',
    end: ['That evening, a photo came from a new family: the smallest one, asleep on its new bed, and {hero} smiled and smiled.', 'That evening, a photo came of the smallest one, asleep.'],
  },
  setback: 'Then the last family came for the smallest one, the one {hero} loved best.',
  choice: '{hero} could stay upstairs or come down and say a proper goodbye, and {he} chose to come down.',
  subplot: themeSubplot(
    '{hero} saw that letting them go to people who will love them is a way of loving them too.',
    '{pal} felt sad to see the {young} go, too.',
    'the photos',
    '{pal} took photos of every one of the {young} before they went, so they could keep them.',
  ),
  low: '{hero} held the smallest one one last time, and a big tear dropped onto its fur.',
  hint: 'They are going to be loved',
  light: ['Bye-bye!', 'Love you!', 'Wave!'],
  older: {
    want: '{hero} wanted to keep every one of the {young}, and knew they could not.',
    secret: '{he} had asked to keep the smallest one, and been told no',
    decides: '{hero} could hide upstairs or hand the smallest one over {him}self. {he} handed it over.',
  },
};

/**
 * Eggs hatching in an incubator ("hatching chicks at school", "our class is hatching ducklings"): the eggs are kept warm
 * and turned for about three weeks, a torch shows the shadow inside, the chick cheeps inside the egg, pecks a tiny hole
 * (pipping) and takes hours to get out, wet, then dries fluffy. The turn is not helping it out.
 */
export const HATCHING_EGGS: EntryKit = {
  entry: {
    id: 'hatching-eggs', kind: 'moment',
    words: /^(?!.*\b(?:dragon|dinosaur|easter|chocolate|magic)\b).*(?:\bhatch(?:ing|ed|es)?\b[\w ]{0,20}\b(?:chicks?|eggs?|ducklings?|chickens?|ducks?)\b|\b(?:chicks?|ducklings?|eggs?)\b[\w ]{0,25}\bhatch(?:ing|ed|es)?\b|\bincubators?\b)/i,
    name: 'the hatching', setting: 'home', lesson: 'patience',
    title: ['{hero} and the Hatching Eggs', 'Crack, Crack, Cheep!'],
    opening: ['In the incubator sat six eggs, warm under a red light, and any day now they were going to hatch.', 'Six eggs sat warm in the incubator, ready to hatch.'],
    worry: ['"What if they never hatch?" said {hero}, with {his} nose against the glass.', '"What if they never hatch?" said {hero}.'],
    tries: [
      ['{hero} tapped on the glass to wake the chicks up, and was told very kindly that they were busy growing.', '{hero} tapped on the glass, but the chicks were busy growing.'],
      ['{hero} checked the eggs before lunch and after lunch and before home time, and not one of them had moved.', '{hero} checked and checked, but not one egg moved.'],
      ['When one egg rocked and a tiny hole appeared, {hero} wanted to pull the shell off to help, but a chick has to do it by itself, to grow strong.', '{hero} wanted to help, but a chick must get out by itself.'],
    ],
    turn: ['{hero} sat on {his} hands and watched, very patiently, while the chick pecked, and rested, and pecked, all the way round the shell.', '{hero} waited and watched while the chick pecked and pecked.'],
    details: [
      ['Every day, the eggs were turned, very gently, just as a mother hen turns them with her beak.', 'Every day, the eggs were turned gently.'],
      ['When a torch was held up to an egg, {hero} could see a dark shadow inside, moving.', 'With a torch, {hero} saw a shadow move inside.'],
      ['Before any egg cracked, a tiny cheep came from inside the shell.', 'A tiny cheep came from inside an egg!'],
      ['The chick came out wet and wobbly and tired, and a few hours later it was dry, and as fluffy as a dandelion.', 'The wet chick dried, as fluffy as a dandelion.'],
    ],
    senses: ['The incubator hummed softly under its warm red light.', 'Cheep, cheep, cheep.'],
    win: 'the first chick was out, all by itself, and {hero} had watched it happen',
    end: ['At home time, {hero} whispered goodbye to the fluffy chicks, cheeping in their warm box, and could not wait for the morning.', '{hero} whispered goodbye to the fluffy chicks.'],
  },
  setback: 'Then the day the chicks were due came, and went, and not one egg had even a crack.',
  choice: '{hero} could go out to play or stay and watch the eggs, and {he} chose to stay.',
  subplot: themeSubplot(
    '{hero} saw that some things can\'t be hurried, and the waiting is part of the wonder.',
    '{pal} thought the eggs were boring, because they did nothing at all.',
    'the torch',
    '{hero} held the torch up to an egg for {pal}, and {pal} saw the shadow inside move, and gasped.',
  ),
  low: '"Is it all right?" whispered {hero}. "Why has it stopped?"',
  hint: 'It is resting. It has to do it by itself',
  light: ['Cheep!', 'Crack!', 'Fluffy!'],
  older: {
    want: '{hero} wanted to see a chick hatch with {his} own eyes, and had been waiting three weeks.',
    secret: '{he} had secretly named every egg',
    decides: '{hero} could open the lid and help the chick out, or trust it to do it alone. {he} trusted it.',
  },
};

/**
 * A bird's nest at home ("a bird built a nest in our garden", "baby birds in the hedge"): watched from the window, never
 * touched; eggs, then parents flying in and out with food, open beaks, and the fledglings' first flutter. The turn is
 * keeping away so the parents come back.
 */
export const GARDEN_NEST: EntryKit = {
  entry: {
    id: 'garden-nest', kind: 'moment',
    words: /^(?!.*\b(?:dragon|dinosaur|easter|chocolate|wasps?|hornets?|ants?)\b).*(?:\b(?:birds?|blackbirds?|robins?|blue ?tits?|sparrows?|wrens?|swallows?|house martins?|pigeons?|magpies?|thrush(?:es)?|starlings?)\b[\w' ]{0,25}\bnest(?:s|ing|ed)?\b|\bnest(?:s|ing)?\b[\w' ]{0,15}\b(?:in|on|under|by) (?:our|the|my) (?:garden|hedge|tree|roof|shed|bush|porch|bird ?box|gutter|wall|chimney)\b|\bbaby birds\b|\bfledglings?\b|\bnest ?box\b)/i,
    name: 'the nest', setting: 'home', lesson: 'patience',
    title: ['{hero} and the Nest', 'The Nest in the {Nestplace}'],
    opening: ['A {nestbird} had built a nest in the {nestplace}, out of twigs and moss and a bit of {hero}\'s old wool.', 'A {nestbird} had built a nest in the {nestplace}.'],
    worry: ['"Can I look inside? I want to see the eggs," said {hero}.', '"Can I see the eggs?" said {hero}.'],
    tries: [
      ['{hero} tiptoed right up to the {nestplace}, and the mother bird flew off in a flap and scolded from the fence: chak, chak, chak.', '{hero} went close, and the bird flew off, scolding.'],
      ['{hero} left a big pile of bread by the {nestplace}, but bread is no good for baby birds, and only the pigeons came.', '{hero} left bread, but only the pigeons came.'],
      ['{hero} stood by the {nestplace} all afternoon waiting, and the parents would not come home while {he} was there.', '{hero} waited close by, and the parents stayed away.'],
    ],
    turn: ['{hero} went back inside and watched from the kitchen window, and at once the mother bird flew straight back to the nest.', '{hero} watched from the window, and the bird flew home.'],
    details: [
      ['In the nest, for a while, there were four small speckled eggs.', 'There were four speckled eggs.'],
      ['Then the parents flew in and out all day long with beaks full of worms and flies.', 'The parents flew in and out with worms.'],
      ['Every time a parent came, four yellow beaks opened wide, and the nest went cheep, cheep, cheep.', 'Four yellow beaks opened wide.'],
      ['One morning the babies were out on the lawn, fluffy and short-tailed, hopping and fluttering while their parents called.', 'One morning the babies hopped about the lawn.'],
    ],
    senses: ['The {nestplace} rustled and cheeped.', 'A worm wriggled in a beak.'],
    win: 'the baby birds were safe, fed and growing, because {hero} had given them room',
    end: ['On the last day, {hero} watched the young birds flutter up into the tree, and whispered, "Come back next spring."', '{hero} watched the young birds fly, and waved.'],
  },
  setback: 'Then next door\'s cat came creeping along the fence, looking at the nest.',
  choice: '{hero} could go close and peek in the nest, or watch from the window, and {he} chose the window.',
  subplot: themeSubplot(
    '{hero} saw that the best way to help wild babies is to leave them be and watch from far away.',
    '{pal} wanted to climb up and take a photo of the eggs.',
    'the binoculars',
    '{hero} gave {pal} the binoculars, and from the window {pal} could see every beak, without going near.',
  ),
  low: '"Go away, cat!" whispered {hero}, holding {his} breath.',
  hint: 'Watch from far away, and they will feel safe',
  light: ['Cheep!', 'Tweet!', 'Flap!'],
  older: {
    want: '{hero} wanted to see inside the nest, and knew that going close could make the parents leave.',
    secret: '{he} had gone close once, before {he} knew',
    decides: '{hero} could take a closer look, or leave the nest alone. {he} left it alone.',
  },
};
