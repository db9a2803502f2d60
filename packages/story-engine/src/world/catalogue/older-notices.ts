import type { OlderLines } from './older-lines';

/**
 * What a reader of nine to twelve's hero notices about THIS thing, and the misunderstanding with a friend that only this
 * thing could give (issue 28, round 15): the themes parents of nine-to-twelves type most (a new school, a sleepover, the
 * residential, the play, an exam, a first phone, a match, being left out, a falling-out). A kind's notice ("noticed that
 * the people who had done this before had stopped noticing it") and a kind's misreading ("whispering with somebody and
 * laughing … a cheer, badly rhymed") were said in book after book whatever the theme; an entry without its own now has
 * neither (`plots/older-asides.ts`, `plots/older-theme.ts`). Merged into `OLDER_BY_ENTRY` beside the entries' slots.
 */
export const OLDER_NOTICES: Readonly<Record<string, Partial<Pick<OlderLines, 'notices' | 'misread' | 'want' | 'secret' | 'palSays'>>>> = {
  'new-school': {
    notices: ['{hero} noticed that the older ones walked the corridors without looking at a single sign, and that the signs were, in any case, wrong about the science block.', 'Every teacher said, "I don\'t know your names yet," and it made {hero} feel better every single time.'],
    misread: [{ thought: 'When {pal} sat with somebody else in the second lesson, {hero} decided that was that: {pal} had found a better friend in a morning.', truth: 'It turned out the seats went by surname, and {pal} had spent the whole lesson wishing {palhe} were next to {hero}.' }],
  },
  sleepover: {
    notices: ['{hero} noticed that every house has its own smell, and that you can only smell your own when you come back to it.', 'Somebody else\'s bathroom had a different soap and a towel {hero} was not sure {he} was allowed to use, so {he} dried {his} hands on {his} pyjamas, to be safe.'],
    misread: [{ thought: '{pal} went quiet after the film, and {hero} lay there sure {palhe} was bored, and wished {he} had never come.', truth: 'It turned out {pal} had gone quiet because the film had scared {palhim}, and {palhe} had been waiting for {hero} to say so first.' }],
  },
  residential: {
    notices: ['Away from home, everybody turned out to be slightly different: the loudest one in the class was the one who had brought a teddy.', 'The teachers wore tracksuits and laughed at things, and {hero} found it very strange to watch them eat cereal.'],
    misread: [{ thought: 'When {pal} swapped into the other canoe, {hero} decided {palhe} must be sick of {him} after two nights in the same dorm.', truth: '{pal}, it turned out, had swapped because {palhe} could not swim as well as everybody thought, and had wanted the canoe with the instructor in it.' }],
  },
  'school-play': {
    notices: ['{hero} noticed that the teacher in the wings mouthed every line along with the whole cast, and did not seem to know it.', 'From the stage the audience was just a dark with coughs in it, and {hero} found that helped more than {he} had expected.'],
    misread: [{ thought: 'When {pal} laughed in the wings during {hero}\'s line, {hero} was sure {palhe} was laughing at {him}.', truth: 'It turned out {pal} had been laughing at the curtain, which had stuck halfway and was being tugged by the head teacher.' }],
  },
  'music-exam': {
    notices: ['The examiner wrote something down after every piece, and {hero} tried very hard not to guess what.', 'The piano in the exam room was not {hero}\'s piano: its keys were heavier, and its middle C had a chip in it.'],
    misread: [{ thought: 'When {pal} said, "Mine was easy," {hero} heard it as "yours will be hard", and went even quieter.', truth: '{pal} admitted afterwards that {palhis} exam had not been easy at all; {palhe} had only said it so that {hero} would stop worrying.' }],
  },
  'first-phone': {
    notices: ['{hero} noticed that the phone made everybody look round the moment it buzzed, even the grown-ups who said phones were rude.', 'The group chat had forty-three messages by the time {hero} looked, and thirty of them were people saying "what".'],
    misread: [{ thought: 'When {pal} did not answer for an hour, {hero} read {his} own message over and over, looking for what had been wrong with it.', truth: 'It turned out {pal}\'s phone had been taken away until Friday, for being on it at tea.' }],
  },
  'moving-house': {
    notices: ['{hero} noticed that the old house sounded different with nothing in it, as if it had already forgotten them.', 'In the new house {hero} did not yet know which stair creaked, and found that {he} wanted to.'],
  },
  'left-out': {
    notices: ['The game had rules {hero} could not work out from the bench, and {he} noticed that nobody ever said them out loud.', '{hero} caught {him}self looking at {his} shoes, and made {him}self look up.'],
    misread: [{ thought: 'When {pal} ran off towards the game, {hero} was sure {palhe} had picked them instead.', truth: 'It turned out {pal} had gone to ask whether there was room for two more, and there was.' }],
  },
  'test-worry': {
    notices: ['{hero} noticed that the clock in the hall ticked louder during a test than at any other time.', 'Everybody else\'s pen seemed to be moving, and {hero}\'s was not, yet.'],
  },
  'learning-to-ride': {
    notices: ['The bike felt taller going than it did standing still, {hero} noticed, which made no sense and was true.', 'A girl half {hero}\'s size rode past with no stabilisers and no hands, and {hero} decided not to think about it.'],
  },
  'football-match': {
    notices: ['{hero} noticed that the other team\'s keeper was smaller than {him}, and was talking to the goalpost.', 'The parents on the touchline shouted things that were no help at all, and the loudest ones, {hero} was fairly sure, had never played.'],
    misread: [{ thought: '{hero} saw {pal} whispering on the bench and laughing, and was sure it was about the miss.', truth: 'It turned out {pal} had been making up a chant, and it had {hero}\'s name in it, badly rhymed.' }],
  },
  'sports-day': {
    notices: ['{hero} noticed that the teachers were more competitive than anybody, especially in the teachers\' race.', 'The lanes on the field were slightly wonky, and the fastest runners always seemed to get the straightest one.'],
  },
  'the-contest': {
    notices: ['{hero} noticed that everybody who had already had a bad moment was suddenly very interested in their shoelaces.', 'The ones who had done it before had a way of standing, as if the place belonged to them.'],
    misread: [{ thought: '{hero} saw {pal} whispering with somebody and laughing, and was sure it was about {him}.', truth: 'It turned out {pal} had been practising a cheer, and it had {hero}\'s name in it, badly rhymed.' }],
  },
  'holiday-abroad': {
    notices: ['{hero} noticed that the shops shut in the middle of the day, and that nobody seemed to mind.', 'Even the crisps were different there, and {hero} tried every flavour, for research.'],
  },
  'falling-out': {
    want: 'What {hero} wanted was for things to go back to how they were, without having to be the one who said sorry first.',
    secret: '{he} had been sorry since about five minutes after it happened',
    // The friend is the one fallen out with: never "you don't have to tell me" from the one who was not spoken to.
    palSays: '"Are you sitting there to make a point?" said {pal}, without looking up. "No," said {hero}, who was.',
    notices: ['{hero} noticed how much of an ordinary day had been {pal}-shaped, now that it was not.', '{hero} kept saving up things to tell {pal}, and then remembering.'],
    misread: [{ thought: 'When {pal} laughed with somebody else, {hero} was sure the joke was {him}.', truth: 'It turned out {pal} had been laughing at a dog trying to carry a very long stick through a gate, and had looked round to see if {hero} had seen it too.' }],
  },
  // A day out (`OUTINGS`): what an eleven-year-old notices there that the day's own lines do not say.
  farm: { notices: ['{hero} noticed that the farmer talked to the cows as if they were people, and to people rather as if they were cows.', 'The farm dog knew exactly where everybody should be, and told them so without a single bark.'] },
  zoo: { notices: ['{hero} noticed that half the animals were asleep and the other half were watching the people, which seemed fair.', 'A sign said how much the elephants ate in a day, and {hero} worked out that it was more than {his} whole class.'] },
  museum: { notices: ['{hero} noticed that the guards had the most boring job in the building and the best chairs.', 'Some of the labels were so old they had been typed on a typewriter, and {hero} found {he} trusted those ones most.'] },
  'beach-day': { notices: ['{hero} noticed that the sea was a different colour every time {he} looked up, and never the blue it was in pictures.', 'Every family had put up the same wall of windbreaks, as if the beach were a row of very small countries.'] },
  aquarium: { notices: ['{hero} noticed that the fish in the big tank passed the same rock every few seconds, and wondered whether they knew.', 'The little ones pressed their noses to the glass, and {hero} wanted to, and did, once, when nobody was looking.'] },
  funfair: { notices: ['{hero} noticed that the people running the rides looked bored on the rides that made everybody else scream.', 'The whole funfair smelled of doughnuts and diesel, and {hero} decided {he} liked it anyway.'] },
  library: { notices: ['{hero} noticed that the librarian could find any book in the building without looking it up, which seemed close to magic.', 'One book had a list of dates stamped inside: it had been borrowed every year since before {hero} was born.'] },
  'snow-day': { notices: ['{hero} noticed that the grown-ups said "be careful" in the voice that meant they wanted to go out in it too.', 'By lunchtime the snow on the pavement was grey, but the snow on the garden wall stayed perfect, and {hero} did not want to touch it.'] },
  'fruit-picking': { notices: ['{hero} noticed that the best ones were always right at the back, under the leaves, where you had to kneel in the straw.', 'The scales said how much they had picked, and it was a lot less than it had felt.'] },
  parade: { notices: ['{hero} noticed that the people in the biggest costumes waved the hardest, as if to make up for nobody seeing their faces.', 'The drums came before {hero} could see them: first in {his} chest, then in {his} ears.'] },
  'cake-sale': { notices: ['{hero} noticed that the grown-ups bought the plain ones and the children bought anything with sprinkles.', 'By half past three the table was all crumbs and one lonely flapjack, and {hero} felt quite sorry for the flapjack.'] },
  // A stage, a test of skill or a first time that a parent of a nine-to-twelve types: one thing only this day has.
  'science-fair': { notices: ['{hero} noticed that the judges asked the same three questions at every table, and that nobody had an answer to the third.', 'Half the projects had been finished by somebody\'s dad, and you could tell which ones.'] },
  chess: { notices: ['{hero} noticed that the best players hardly looked at the board at all; they looked at the clock, and at each other.', 'Somebody on the next table had brought a lucky pencil and a lucky banana, and was eating the banana between moves.'] },
  'spelling-bee': { notices: ['{hero} noticed that {he} could spell every word the person before {him} got, and none of the ones {he} might be given.', 'The microphone made everybody\'s voice sound like somebody else\'s, which helped, somehow.'] },
  'choir-audition': { notices: ['{hero} noticed that the choir teacher hummed along without meaning to, and stopped whenever anybody looked up.', 'Through the door, the person before {hero} sounded much better than {he} had feared and much worse than {he} had hoped.'] },
  'swimming-gala': {
    notices: ['{hero} noticed that everybody looked smaller in a swimming hat, even the ones who were big at school.', 'The whistle echoed off the roof and the water so that it seemed to come from everywhere at once.'],
    misread: [{ thought: 'When {pal} would not look at {him} before the race, {hero} was sure {palhe} thought {hero} was going to come last.', truth: 'It turned out {pal} never looked at anybody before a race; {palhe} said it made {palhis} legs go wobbly.' }],
  },
  'music-recital': { notices: ['{hero} noticed that the people waiting to play all held their music the same way, like something that might get away.', 'The piano at the front was not like the one at home: its keys were stiffer, and one of them clicked.'] },
  'dance-show': {
    notices: ['{hero} noticed that the oldest dancers were the most nervous of anybody, and hid it by being very loud.', 'The hairspray backstage was so thick that it made everybody\'s eyes water, which at least meant nobody could tell who was crying.'],
    misread: [{ thought: 'When {pal} moved to the other end of the line at the dress rehearsal, {hero} was sure {palhe} did not want to dance next to {him}.', truth: 'It turned out the teacher had moved {pal}, because {palhe} was taller, and {palhe} had sulked about it all evening.' }],
  },
  'karate-grading': { notices: ['{hero} noticed that the black belts tied their belts without looking, in one movement, and {he} had been practising that for a week.', 'The dojo floor was cold under bare feet, and nobody ever said so.'] },
  'grandparent-visit': { notices: ['{hero} noticed that {gran} did things the way they had been done forty years ago, and that some of them were better.', '{gran} asked about school and then actually listened to the answer, all of it, which almost nobody did.'] },
  'first-flight': { notices: ['{hero} noticed that the grown-ups who flew a lot did not look out of the window at all, and decided never to be like that.', 'The pilot\'s voice came over the speakers sounding calm and a little bored, which was exactly how {hero} wanted a pilot to sound.'] },
  glasses: { notices: ['{hero} noticed that {he} could read the number on a bus from right down the road, and had not known that other people always could.', 'Everybody said the glasses suited {him}, which {hero} suspected was what people said about all glasses.'] },
  'broken-arm': { notices: ['{hero} noticed how many things need two hands: a yoghurt, a coat zip, a shoelace, a packet of crisps.', 'Everybody wanted to sign the cast, including people who had never spoken to {hero} before.'] },
  'talent-show': {
    notices: ['{hero} noticed that the act before {him} had been practising in the toilets, and could be heard from the hall.', 'The teacher with the clipboard laughed at every single act, even the ones that were not meant to be funny.'],
    misread: [{ thought: 'When {pal} whispered to the teacher with the clipboard, {hero} was sure {palhe} was asking to go on first instead.', truth: 'It turned out {pal} had been asking for {hero} to go on after the break, when everybody would be back from the loo and watching.' }],
  },
  'instrument-lessons': { notices: ['{hero} noticed that the teacher made even the scales sound like music, which seemed unfair.', 'The {instrument} sounded better in the bathroom than anywhere else in the house, and {hero} did not tell anyone that was why {he} practised there.'] },
  'school-project': {
    notices: ['{hero} noticed that every fact sounded more interesting written on a card than it had in the book.', 'The glue stick ran out at exactly the moment it always does, just before the last picture.'],
    misread: [{ thought: 'When {pal} took the poster home to finish without asking, {hero} was sure {palhe} meant to take the credit.', truth: 'It turned out {pal} had taken it home to draw {hero} into the corner of it, holding the model, as a surprise.' }],
  },
  'watching-a-match': { notices: ['{hero} noticed that the man behind them knew every player\'s name and shouted advice at all of them, as if they could hear.', 'The pitch looked smaller from the stand than on the telly, and the players looked bigger.'] },
  'ears-pierced': { notices: ['{hero} noticed that the lady did this so often that she was talking about her holiday the whole time.', 'Afterwards {hero} kept catching sight of {him}self in shop windows, just to check.'] },
  'lost-phone': { notices: ['{hero} noticed how often {his} hand went to {his} pocket for a phone that was not there.', 'Without the phone, the bus home felt twice as long, and {hero} noticed things out of the window {he} had never seen.'] },
  babysitting: { notices: ['{hero} noticed that {sibname} behaved completely differently with {him} in charge: worse for ten minutes, then better.', 'The house was very loud when {hero} was the one who had to listen to it.'] },
  camping: { notices: ['{hero} noticed that everything took three times as long outdoors: cooking, washing, finding a sock.', 'The tent walls were so thin that {hero} could hear somebody two tents away snoring, and somebody else telling them to stop.'] },
  'teacher-leaving': { notices: ['{hero} noticed that the teacher kept looking round the classroom, as if learning it off by heart.', 'Even the children who had moaned about the teacher all year wanted to sign the card first.'] },
};
