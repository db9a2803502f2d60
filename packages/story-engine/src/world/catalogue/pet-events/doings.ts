import { themeSubplot } from '../subplots';
import type { EntryKit } from '../round-13-kit';
import { ALIVE, PET } from './pet-kinds';

/**
 * Teaching a pet ("teaching the puppy tricks", "training our dog to sit"): short lessons, one word, a treat the moment it
 * gets it right, and no telling off; a puppy learns a little at a time and gets tired quickly.
 */
export const PET_TRICKS: EntryKit = {
  entry: {
    id: 'pet-tricks', kind: 'moment', aboutPet: true,
    words: new RegExp(String.raw`^${ALIVE}(?!.*\b(?:potty|toilet)\b).*(?:\b(?:teach|teaches|teaching|taught|train|trains|training|trained)\b[\w' ]{0,12}\b${PET}\b|\b(?:puppy|dog) (?:training|school|classes|obedience)\b|\b${PET}\b[\w' ]{0,12}\btricks?\b)`, 'i'),
    name: 'the tricks', setting: 'home', lesson: 'patience',
    title: ['{hero} Teaches the {Pet}', '{Trickword}, {Pet}!'],
    opening: ['{hero} was going to teach {hispet} a trick: to {trick}, when {hero} said, "{Trickword}."', '{hero} was going to teach the {pet} to {trick}.'],
    worry: ['"What if it never learns?" said {hero}. "What if it just doesn\'t listen to me?"', '"What if it never learns?" said {hero}.'],
    tries: [
      ['{hero} said, "{Trickword}, {trickword}, {trickword}, please!", all at once, and the {pet} wagged and jumped up instead.', '{hero} said, "{Trickword}, {trickword}!", and the {pet} jumped up.'],
      ['{hero} tried to make the {pet} do it with {his} hands, and it wriggled free and bounced away, thinking it was a game.', '{hero} tried to push it, and it bounced away.'],
      ['{hero} practised for a whole hour, until the {pet} was so tired it lay down and fell asleep.', '{hero} practised for an hour, and the {pet} fell asleep.'],
    ],
    turn: ['{hero} {lure}, {hero} said, "{Trickword}! Good!" and gave the treat at once.', '{hero} used a treat, and the {pet} {trickdone}. "Good!"'],
    details: [
      ['A lesson for a young {pet} should be short, only a few minutes, and then play.', 'The lessons were short, then play.'],
      ['{hero} used one word, always the same word, in a happy voice.', '{hero} used one word, always the same.'],
      ['The treat came the very second the {pet} got it right, so it knew what it was for.', 'The treat came right away.'],
      ['Nobody shouted and nobody told it off: the {pet} learned from the good bits.', 'Nobody told the {pet} off.'],
    ],
    senses: ['The treats smelled of fish and biscuit.', 'Thump, thump, went a tail on the floor.'],
    win: 'the {pet} {trickdone} when {hero} said, "{Trickword}," all by itself',
    end: ['At teatime, {hero} showed everyone: "{Trickword}!" And the {pet} {trickdone}, and looked so proud of itself that everyone clapped.', 'At teatime, the {pet} {trickdone} for everyone. Clap, clap!'],
  },
  setback: 'Then, in front of everyone, {hero} said, "{Trickword}!", and the {pet} rolled over and waved its legs in the air.',
  choice: '{hero} could keep going for another hour or stop and play, and {he} chose to stop and play.',
  subplot: themeSubplot(
    '{hero} saw that learning comes in small steps, with kindness and a treat.',
    '{pal} wanted to teach the {pet} too, all at once.',
    'the squeaky ball',
    '{hero} showed {pal} the one word in the happy voice, and gave {palhim} the squeaky ball to throw after, and the {pet} sat for {pal} too.',
  ),
  low: 'Everyone laughed, and {hero}\'s cheeks went hot.',
  hint: 'One word, a treat straight away, and short lessons',
  light: ['Good!', 'Treat!', 'Clever!'],
  older: {
    want: '{hero} wanted to show the family a trick by teatime, and the {pet} only wanted to play.',
    secret: '{he} had told everyone the {pet} already knew it',
    decides: '{hero} could push on, or keep it short and kind. {he} kept it short.',
  },
};

/**
 * A cat that hunts ("the cat keeps bringing in mice"): catching is what cats do, even well-fed ones; the hero is upset,
 * and the true help is a bell on the collar, play with a feather toy to tire the hunter, and the mouse, if alive, carried
 * outside in a box.
 */
export const CAT_HUNTS: EntryKit = {
  entry: {
    id: 'cat-hunts', kind: 'moment', aboutPet: true,
    words: /^(?!.*\bcat and mouse\b).*\b(?:cats?|kittens?|kitty)\b[\w' ]{0,20}\b(?:brings?|brought|bringing|catch(?:es|ing)?|caught|hunts?|hunting|hunted|kills?|killed|killing|left|leaves|leaving|ate|eats|eating|chases?|chasing|chased)\b[\w' ]{0,25}\b(?:mice|mouse|birds?|frogs?|rats?|voles?|prey|presents?|gifts?)\b/i,
    name: 'the hunter', setting: 'home', lesson: 'kindness',
    title: ['{hero} and the Hunter Cat', 'A Bell for the Cat'],
    opening: ['{hispet} had brought a {prey} in through the cat flap again, and dropped it on the mat, and looked very pleased with itself.', 'The cat brought a {prey} in again!'],
    worry: ['"Why does it do that?" said {hero}. "It\'s mean. We give it food!"', '"Why does it do that?" said {hero}.'],
    tries: [
      ['{hero} told the cat off, very crossly, but the cat only washed its paw: it did not know it had done anything wrong.', '{hero} told the cat off, but it only washed its paw.'],
      ['{hero} gave the cat an extra big dinner, so it would not be hungry, but a full cat still hunts, because hunting is what cats are made for.', '{hero} gave it extra dinner, but a full cat still hunts.'],
      ['{hero} tried to keep the cat in all day, and it sat by the door and cried and cried.', '{hero} kept it in, and it cried at the door.'],
    ],
    turn: ['{hero} got a tiny bell for the cat\'s collar, so birds and mice could hear it coming, and played with it every evening with a feather on a stick, until it was tired out.', '{hero} put a bell on its collar and played feather games every evening.'],
    details: [
      ['The {prey} on the mat was alive, just scared, and Mum put a box over it and carried it out to the hedge.', 'The {prey} was alive. Mum carried it out in a box.'],
      ['Cats bring what they catch home to the people they love, like a present.', 'Cats bring their catch home, like a present.'],
      ['The feather toy jumped and flicked, and the cat pounced and pounced until it flopped down, puffed out.', 'The cat pounced on the feather until it flopped.'],
      ['Jingle, jingle, went the new bell, everywhere the cat went.', 'Jingle, went the new bell.'],
    ],
    senses: ['Jingle, jingle, went the bell.', 'The feather toy went swish, swish.'],
    win: 'the birds heard the bell, and the cat came home with nothing but muddy paws',
    end: ['That night, the cat curled up on {hero}\'s bed, tired out from the feather games, jingling softly when it yawned.', 'That night, the cat slept on {hero}\'s bed, tired out.'],
  },
  setback: 'Then the next morning, there was a little bird on the kitchen floor, fluffed up and shaking.',
  choice: '{hero} could shout at the cat or help the little bird, and {he} chose to help the bird.',
  subplot: themeSubplot(
    '{hero} saw that the cat was not being mean: it was being a cat, and the kind thing was to help it hunt toys instead.',
    '{pal} was cross with the cat, too.',
    'the crinkly ball',
    '{pal} rolled the crinkly ball across the floor, and the cat chased it round and round until {pal} laughed.',
  ),
  low: '"Bad cat!" said {hero}, and then {he} felt sad, because the cat did not understand.',
  hint: 'A bell and a good game help the birds',
  light: ['Jingle!', 'Pounce!', 'Swish!'],
  older: {
    want: '{hero} wanted the cat to stop hunting, and knew a cat cannot stop being a cat.',
    secret: '{he} had been so cross {he} had not stroked the cat for two days',
    decides: '{hero} could punish the cat, or give it something else to chase. {he} gave it something else.',
  },
};

/**
 * A pet that chewed something of the hero's ("the dog ate my homework", "the puppy chewed my teddy"): puppies chew because
 * their teeth are growing, and they explore with their mouths; the hero tells the truth about it, does it again or mends
 * it, and gives the pet its own chew toy and things up high.
 */
export const PET_CHEWED: EntryKit = {
  entry: {
    id: 'pet-chewed', kind: 'moment', aboutPet: true,
    words: new RegExp(String.raw`^${ALIVE}(?!.*\b(?:chocolate|grapes|raisins|poison\w*|dog food|cat food|bones?|dinner|biscuits?)\b).*\b${PET}\b[\w' ]{0,10}\b(?:ate|eaten|eats|eating|chewed|chews|chewing|chomped|ripped|tore|destroyed)\b (?:up )?(?:my|his|her|our|the|a|all)\b`, 'i'),
    name: 'the mess', setting: 'home', lesson: 'honesty',
    title: ['The {Pet} Ate It!', '{hero} and the Chewy {Pet}'],
    opening: ['{hero} came into the kitchen and stopped: {hispet} was lying on the floor with something soggy between its paws. It was {his} {chewed}.', 'Oh no! The {pet} had chewed {hero}\'s {chewed}!'],
    worry: ['"Nobody will believe me," said {hero}. "They\'ll think I\'m making it up."', '"Nobody will believe me!" said {hero}.'],
    tries: [
      ['{hero} tried to dry it off with a towel, but it was still soggy and full of tooth holes.', '{hero} dried it with a towel, but it was still full of holes.'],
      ['{hero} tried to hide what was left at the bottom of {his} bag, but hiding it did not make it any better.', '{hero} hid it in {his} bag, but that did not help.'],
      ['{hero} was so cross {he} shouted at the {pet}, and it wagged, because it thought chewing was the best game ever.', '{hero} shouted, and the {pet} just wagged.'],
    ],
    turn: ['{hero} took a deep breath, showed the soggy bits to the grown-ups, told exactly what had happened, and they set about making it right together.', '{hero} told the truth, and they made it right.'],
    details: [
      ['Young {pet}s chew everything, because their teeth are growing and their mouths are how they find out about things.', 'Young animals chew everything while their teeth grow.'],
      ['The {pet} had left tooth marks all along one side, neat as a row of stitches.', 'There were tooth marks all along one side.'],
      ['Mum found the {pet} a rubber chew toy of its very own, and it chewed that instead, happily.', 'The {pet} got its own chew toy.'],
      ['From then on, {hero}\'s things went up high, where no {pet} could reach.', 'Now {hero}\'s things went up high.'],
    ],
    senses: ['The soggy bits smelled of {pet} breath.', 'Chomp, chomp, went the chew toy.'],
    win: '{hero} had told the truth, and it was made right again',
    end: ['Next day, {hero} told the whole story, soggy bits and all, and everybody laughed, and believed every word.', 'Next day, everyone laughed, and believed {hero}.'],
  },
  setback: 'Then, while {hero} was getting a drink, the {pet} came back for the rest.',
  choice: '{hero} could make up a story about it or tell the truth, and {he} chose the truth.',
  subplot: themeSubplot(
    '{hero} saw that the truth, even a funny one, is always the best thing to tell.',
    '{pal} said nobody would ever believe it.',
    'the paper bag',
    '{pal} held open the paper bag for what was left, as proof, and they both laughed until their tummies hurt.',
  ),
  low: '{hero} put {his} head on the table. "Now I have to start all over again."',
  hint: 'Tell the truth, and put your things up high',
  light: ['Chomp!', 'Oh no!', 'Soggy!'],
  older: {
    want: '{hero} wanted to be believed, and knew exactly how "the dog ate it" would sound.',
    secret: '{he} had left it on the floor, right where the {pet} could reach',
    decides: '{hero} could make up a better story, or tell the true one. {he} told the true one.',
  },
};

/**
 * Fostering an animal ("we are fostering a dog"): it stays only until it finds its forever home; it is nervous at first,
 * learns the house, is loved, and goes to its new family. Sad and proud: the hero helped it get ready to be loved.
 */
export const FOSTERING_A_PET: EntryKit = {
  entry: {
    id: 'fostering-a-pet', kind: 'moment',
    words: new RegExp(String.raw`^${ALIVE}.*(?:\bfoster(?:ing|ed|s)?\b[\w' ]{0,15}\b(?:${PET}|pets?|animals?)\b|\b(?:rescue|shelter) (?:dog|cat|puppy|kitten)s?\b[\w' ]{0,30}\b(?:for a (?:few|couple of) (?:weeks|days|months)|until|forever home)\b|\b${PET}\b[\w' ]{0,30}\bforever home\b)`, 'i'),
    name: 'the foster pet', setting: 'home', lesson: 'kindness',
    title: ['{hero} and the Foster {Pet}', 'Until the Forever Home'],
    opening: ['A {pet} from the rescue centre was coming to stay, not for always, only until a forever family was found for it.', 'A foster {pet} was coming to stay for a while.'],
    worry: ['"But if we love it, why can\'t we keep it?" asked {hero}.', '"Why can\'t we keep it?" asked {hero}.'],
    tries: [
      ['{hero} ran to the {pet} with a big hug ready, and it slunk away behind the sofa, shaking: everything here was new.', '{hero} ran for a hug, and the {pet} hid.'],
      ['{hero} showed it every toy at once, and it only watched from its corner.', '{hero} showed it every toy, and it just watched.'],
      ['{hero} wanted it to sleep on {his} bed on the first night, but it cried by the door instead.', 'On the first night, it cried by the door.'],
    ],
    turn: ['{hero} let it come to {him}: {he} sat quietly on the floor each day, with a treat on {his} open hand, until one day the {pet} came and took it, and leaned against {him}.', '{hero} sat quietly with a treat, and one day the {pet} came.'],
    details: [
      ['The {pet} had a bed, a bowl and a collar of its own, and a name from the rescue centre.', 'The {pet} had its own bed and bowl.'],
      ['A lady from the rescue came to see how it was doing, and wrote things down.', 'A lady from the rescue came to visit.'],
      ['Each week, the {pet} was a little braver, and its tail a little higher.', 'Each week, the {pet} was a little braver.'],
      ['Then a family came to meet it, and the {pet} wagged, and they loved it straight away.', 'A new family came, and loved it straight away.'],
    ],
    senses: ['The {pet}\'s new bed smelled of shampoo and outside.', 'Click, click, went its claws on the kitchen floor.'],
    win: 'the {pet} was brave and happy and ready to be loved, and {hero} had helped it get there',
    end: ['On the last day, {hero} gave it a long goodbye stroke and a blanket from home, and waved as it went off to its forever family.', '{hero} waved goodbye as it went to its forever family.'],
  },
  setback: 'Then the phone rang: a forever family had been found, and they were coming on Saturday.',
  choice: '{hero} could stay cross about it or help the {pet} get ready, and {he} chose to help.',
  subplot: themeSubplot(
    '{hero} saw that some love is for helping someone on their way.',
    '{pal} asked why anyone would give a pet back.',
    'the photo',
    '{hero} showed {pal} the photo of the {pet} on its first day, shaking, and then the {pet} now, wagging, and {pal} understood.',
  ),
  low: '{hero} hugged the {pet} very tight. "I don\'t want it to go," {he} said.',
  hint: 'You helped it get ready to be loved',
  light: ['Wag!', 'Bye!', 'Brave!'],
  older: {
    want: '{hero} wanted to keep the foster {pet}, and had known all along it was not theirs to keep.',
    secret: '{he} had hoped nobody would ever want it, so it could stay',
    decides: '{hero} could hide the {pet}\'s best toy, or pack it for the new family. {he} packed it.',
  },
};
