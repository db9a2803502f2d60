import type { CatalogueTheme, Wording } from '../world/catalogue';
import type { ChangeKind } from '../understand/read-change';

/**
 * The lines of a family's news by its kind (`understand/read-change.ts`). Placeholders beyond the catalogue's own:
 * {S} who or what it happens to ("Grandma", "{his} big brother", "the car"), {Sh}/{Shis}/{Shim} their pronouns,
 * {N} the one who comes to live, {R} the room, road or thing changed ("the kitchen", "the car"), {where} where someone
 * goes ("a care home"), {teller} the grown-up who tells the news, {you} the one the hero asks about.
 * A change is told truly: what changes in one or two concrete scenes, what stays the same, something small the hero
 * can do, and an ending that does not pretend everything is mended.
 */
export interface ChangeLines extends Pick<CatalogueTheme, 'title' | 'worry' | 'tries' | 'turn' | 'details' | 'win' | 'end'> {
  /** What stays the same, said when the change has come. */
  stays: Wording;
  /** Small true things to see and hear while it changes, one on a page with a single line (`CatalogueTheme.senses`). */
  senses: readonly string[];
  setback: Wording;
  choice: Wording;
  hope: Wording;
  lesson: string;
}

const BEDTIME_STAYS: Wording = ['Bedtime was still bedtime: the same story, the same song, the same goodnight hug.', 'The goodnight hug was exactly the same as always, and so was the story.'];

export const CHANGE_LINES: Readonly<Record<ChangeKind, ChangeLines>> = {
  leaving: {
    title: ['{hero} and the Goodbye Present', '{hero} Says Goodbye'],
    worry: ['"But who will read me my story?" asked {hero}. "Will {you} forget me?"', '"Why does it have to change?" asked {hero}, very quietly.'],
    tries: [
      ['Boxes came out, and {hero} sat on one, so nobody could fill it.', 'Boxes appeared in the hall, and {hero} hid the roll of tape behind the sofa.'],
      ['At tea, {hero} pushed the peas round {his} plate and would not talk about it at all.', 'At tea, {hero} said {he} did not care, which was not true.'],
      ['On the last evening, {hero} would not say goodbye, and stayed in {his} room with the door shut.', 'On the last evening, {hero} pretended to be asleep, so there would be no goodbye.'],
    ],
    turn: ['{hero} made a goodbye present: a drawing of the family, and a calendar with the first visit marked in red.', '{hero} made a goodbye present: a photo of the two of them in a painted frame, and a calendar with the first visit marked.'],
    details: [
      'One by one, {S}\'s things went into boxes by the front door.',
      '{teller} showed {hero} a picture of {where}, and answered every single question.',
      'On the day, the car was packed up to the roof, and everyone stood on the step.',
      'That evening, there was an empty chair at the table, and everyone looked at it.',
    ],
    win: '{S} waved from the car, holding the goodbye present up at the window',
    end: ['It was not the same without {S}. But the first visit was marked on the calendar, and {hero} crossed off one more day.', 'Some evenings {hero} still looked at the empty chair. But the first visit was marked on the calendar, and the days were going by.'],
    stays: BEDTIME_STAYS,
    setback: ['Then {hero} heard the day said out loud, and it was very soon.', 'Then {hero} saw the date written on the calendar, and it was next week.'],
    choice: ['{hero} could stay cross, or help with the packing, and {he} chose to help.', '{hero} could keep out of the way, or be there for the packing, and {he} chose to be there.'],
    hope: 'say goodbye properly',
    lesson: 'bravery',
    senses: ['The tape went screech as it came off the roll.', 'The hall smelled of cardboard.', 'The boxes had writing on them in thick black pen.', 'Every shelf had a gap where something used to be.'],
  },
  arriving: {
    title: ['{hero} and the Welcome Sign', 'Room for One More'],
    worry: ['"Where will {N} sleep?" asked {hero}. "Will there still be room for me?"', '"Will everything be different now?" asked {hero}.'],
    tries: [
      ['{hero} helped clear out the spare room, and found a box of {his} old toys, and wanted to keep every single one.', '{hero} helped clear out the spare room, and wanted to keep every single thing in it.'],
      ['When {hero} saw the bed made up in the little room, {he} said it was not fair, and then felt bad.', 'When {hero} saw a new coat on {his} peg, {he} moved it, and then felt bad.'],
      ['The day before, {hero} could not sit still, and knocked {his} juice all over the table.', 'The night before, {hero} could not get to sleep, and lay listening to the house.'],
    ],
    turn: ['{hero} made a welcome sign with {his} best pens, and stuck it on the door of the little room.', '{hero} made a welcome card, with a drawing of the house and everybody in it, and one new face.'],
    details: [
      'The spare room was cleared, and a bed was made up with clean sheets.',
      'In the bathroom there was one more toothbrush in the cup.',
      'The front door opened, and there was {N}, at last.',
      'At tea there was one more plate on the table, and one more voice.',
    ],
    win: 'the welcome sign was up, and {N} was here at last',
    end: ['The house was fuller and noisier than before. Some days {hero} minded, and some days {he} did not.', 'It took a while to get used to. But every day it felt a little bit more like everybody\'s home.'],
    stays: ['{hero}\'s own bed was still {hero}\'s own bed, and the goodnight hug was just the same.', 'Some things did not change at all: {hero}\'s own seat at the table, and the story at bedtime.'],
    setback: ['Then {hero} found out the little room was where {his} toy box used to go.', 'Then {hero} heard that {his} toys would have to move out of the spare room.'],
    choice: ['{hero} could keep every toy, or make some room, and {he} chose to make some room.', '{hero} could sulk, or help get ready, and {he} chose to help.'],
    hope: 'make {N} feel welcome',
    lesson: 'kindness',
    senses: ['The spare room smelled of clean sheets.', 'A new coat hung on the peg by the door.', 'There was an extra mug on the draining board.', 'The stairs creaked with one more pair of feet.'],
  },
  work: {
    title: ['{hero} and the New Week', 'The Chart on the Fridge'],
    worry: ['"Who will pick me up from school?" asked {hero}. "Will {you} still be there at bedtime?"', '"Will everything be different now?" asked {hero}.'],
    tries: [
      ['On the first morning, {hero} held on to {Shis} coat at the door and would not let go.', 'On the first morning, {hero} hid {Shis} keys, so that nobody could go anywhere.'],
      ['At home time, somebody else was at the school gate, and {hero} looked for {S} anyway.', 'At home time, it was somebody new at the gate, and {hero} walked home very slowly.'],
      ['One evening, {S} was late, and {hero} lay awake listening for the door.', 'One evening, {S} was too tired for the silly voices, and {hero} went to bed cross.'],
    ],
    turn: ['{hero} made a chart for the fridge, with a picture for every day: who was at the gate, and when {S} would be home.', '{hero} drew a week on a big sheet of paper, with a smiley face on the days {S} would be home early.'],
    details: [
      'On the fridge went a new list: who was picking {hero} up, and on which days.',
      '{placed}',
      'On the first morning, {S} kissed {hero} goodbye at the door, in {Shis} work clothes.',
      'That evening, the front door opened, and there was {S}, tired, with a big smile.',
    ],
    win: 'the first week was done, and the chart on the fridge had a tick on every day',
    end: ['Mornings were different now. But the goodnight hug was the same, and at the weekend {S} still made pancakes.', 'The weeks had a new shape now. {hero} did not love all of it, but {he} knew where everybody was, every day.'],
    stays: BEDTIME_STAYS,
    setback: ['Then {hero} found out that the first day was a Monday, and the Monday was tomorrow.', 'Then {hero} heard that it would not be for a week or two; it would be every week.'],
    choice: ['{hero} could stay cross, or help {S} get ready, and {he} chose to help.', '{hero} could sulk about it, or say what {he} was worried about, and {he} chose to say it.'],
    hope: 'get used to the new week',
    lesson: 'patience',
    senses: ['The alarm went off earlier than it used to.', 'Keys jingled by the front door.', 'A packed lunch sat ready on the kitchen side.', 'The front door clicked shut, softly, very early.'],
  },
  'job-lost': {
    title: ['{hero} and the Quiet Week', 'Still Us'],
    worry: ['"Is it my fault?" asked {hero}. "Are we going to be all right?"', '"Will {you} be sad all the time now?" asked {hero}, very quietly.'],
    tries: [
      ['{hero} emptied {his} piggy bank onto the table and pushed the coins across, and {S} had to look away for a moment.', '{hero} offered to give back {his} birthday money, and {S} had to look away for a moment.'],
      ['{hero} tried to be extra quiet all day, so that nobody would be cross, and it felt lonely.', '{hero} tried to be extra good all week, and it was very tiring.'],
      ['At bedtime, {hero} heard low voices downstairs, and could not get to sleep.', 'At bedtime, {hero} lay awake, wondering what would happen now.'],
    ],
    turn: ['{hero} asked {S} straight out, "Are you sad?" and {S} said, "A bit. Thank you for asking," and they sat together for a long time.', '{hero} climbed onto {S}\'s lap and asked what was going to happen, and {S} told {him} the truth, gently.'],
    details: [
      '{S} was at home in the mornings now, and the kitchen table was covered in papers.',
      'Treats were smaller for a while, and the family talked about what they really needed.',
      'One morning, {S} put on a smart shirt and went to meet some people about a new job.',
      '{S} came home and said it had gone all right, but nobody knew yet, and that was all right too.',
    ],
    win: '{S} went to meet some people about a new job, with {hero}\'s good-luck drawing in {Shis} pocket',
    end: ['Nothing was fixed yet. But {S} walked {hero} to school every day now, and they had started a list of free things to do: the park, the library, the big puddles.', 'Nobody knew yet what would happen next. But they had each other, and a list of free things to do, and the park was free.'],
    stays: ['There was still soup for tea, and still a story at bedtime, and still each other.', 'The goodnight hug was exactly the same as always.'],
    setback: ['Then {hero} heard that the holiday would have to wait.', 'Then {hero} heard that the swimming lessons would have to stop for a while.'],
    choice: ['{hero} could keep the worry inside, or say it out loud, and {he} chose to say it.', '{hero} could hide in {his} room, or sit with {S}, and {he} chose to sit with {S}.'],
    hope: 'help {S} feel better',
    lesson: 'kindness',
    senses: ['The house was quiet in the daytime now.', 'Nobody hurried in the mornings any more.', 'The kettle boiled more often than it used to.', 'A mug of tea went cold on the table, forgotten.'],
  },
  illness: {
    title: ['{hero} and the Get-Well Box', 'A Box for {S}'],
    worry: ['"Will it hurt?" asked {hero}. "Will {you} be all right?"', '"Will {you} come home the same?" asked {hero}, holding on tight.'],
    tries: [
      ['{hero} drew a get-well card, but the felt tip ran out halfway through, and {he} cried.', '{hero} tried to write a get-well letter, but the words came out wrong, and {he} screwed it up.'],
      ['On the day of {op}, {hero} kept looking at the clock, and the hands hardly moved.', 'On the day of {op}, {hero} could not eat {his} breakfast at all.'],
      ['When the phone rang, {hero} hid behind the sofa, in case it was bad news.', 'When the phone rang, {hero} could not bear to listen, and went out into the garden.'],
    ],
    turn: ['{hero} made a get-well box: a drawing, a joke written out neatly, and {his} second-best teddy to keep {S} company.', '{hero} filled a get-well box: a card, a shiny stone, and a list of things to do together when {S} was better.'],
    details: [
      '{teller} explained it simply: the doctors would make {Shis} body better, and it would take a while.',
      'At home, {Shis} chair was empty, and the house was very quiet.',
      'At last, the phone rang, and it was good news: {op} was over, and {S} was resting.',
      'When {S} came home, {Sh} had to rest a lot, and {hero} brought the blanket.',
    ],
    win: '{op} was over, and {S} was resting',
    end: ['{S} was tired for a long time afterwards, and some days were slow. But every evening {hero} sat close, and they read the story together.', 'Getting better took weeks, not days. But the get-well box sat by the bed, and {hero} added one more drawing every day.'],
    stays: ['The story at bedtime was the same, and so was the hug, only gentler.', 'Love stayed exactly the same, even on the slow days.'],
    setback: ['Then {hero} heard that {S} would have to stay in hospital for a few nights.', 'Then {hero} heard that {hero} could not visit on the first day.'],
    choice: ['{hero} could keep the worry inside, or say it out loud, and {he} chose to say it.', '{hero} could sit and worry, or make something, and {he} chose to make something.'],
    hope: 'help {S} get better',
    lesson: 'bravery',
    senses: ['The house was very quiet.', 'A get-well card stood on the windowsill.', 'The phone sat on the table where everyone could see it.', 'The cushion on {Shis} chair still had a dent in it.'],
  },
  building: {
    title: ['{hero} and the Builders', 'The Dusty Weeks'],
    worry: ['"How long will it take?" asked {hero}. "Will it ever be the same?"', '"I liked it how it was," said {hero}.'],
    tries: [
      ['On the first morning, the builders came with a van and a radio, and by lunchtime everything was dusty.', 'On the first morning, a big van came, and by lunchtime the whole house smelled of dust.'],
      ['{hero} tried to watch from the doorway, but got shooed away, and sulked on the stairs.', '{hero} tried to help, but picked up the wrong thing, and was sent away.'],
      ['By the third day, everything was in the wrong place, and {hero} could not find {his} shoes anywhere.', 'By the third day, the noise had gone on and on, and {hero} put {his} hands over {his} ears.'],
    ],
    turn: ['{hero} made a chart of the days on the fridge, and coloured in one square every evening, to see the job getting done.', '{hero} made a countdown on the fridge, one square a day, and coloured one in every evening.'],
    details: [
      '{R} was all dust, pipes and planks, with plastic sheets over everything.',
      'For a while, everything was in the wrong place, and tea was on a tray in the living room.',
      'On the last day, the builders swept up, packed their tools into the van and drove away.',
      '{R} smelled of new paint, and everyone stood and looked at it.',
    ],
    win: '{R} was finished at last, and the house was quiet again',
    end: ['It did not look the way it used to, and {hero} still missed the old one a little. But everyone was back round the table, together.', '{hero} kept one square of the chart, the last one, coloured in twice.'],
    stays: BEDTIME_STAYS,
    setback: ['Then the builders said it would take a week longer than they had thought.', 'Then the builders found a problem, and everything had to wait.'],
    choice: ['{hero} could keep grumbling, or find something good about it, and {he} chose to look.', '{hero} could stay cross, or make the best of it, and {he} chose to make the best of it.'],
    hope: 'get through the dusty weeks',
    lesson: 'patience',
    senses: ['A drill whined, then stopped, then whined again.', 'Everything had a thin coat of dust.', 'The builders\' radio played all day long.', 'There were boot prints all along the hall.'],
  },
  broken: {
    title: ['{hero} and the Week Without', 'When Things Go Wrong'],
    worry: ['"Can it be mended?" asked {hero}. "What will we do now?"', '"Is it somebody\'s fault?" asked {hero}.'],
    tries: [
      ['{hero} tried to help, and got in the way, and was told to stand back.', '{hero} tried to mend it, but it was far too hard to do alone.'],
      ['Everything took longer now, and {hero} got cross, and said it was not fair.', 'Everything was harder now, and {hero} grumbled all the way through the day.'],
      ['That night, {hero} could not stop thinking about it, and lay awake in the dark.', 'That night, {hero} lay awake and worried about what would happen next.'],
    ],
    turn: ['{hero} made a list of ways to help: fetching, carrying and being patient, and ticked one off every day.', '{hero} asked what {he} could do, and took on a job of {his} own, and did it every day.'],
    details: [
      'Someone came to look at {R}, shook their head, and said it would take a while.',
      'For now, the family had to find other ways to manage, and everything took a bit longer.',
      'At last, someone came to mend it, with a big bag of tools, and the work began.',
      'By the end of the week, everything was back where it belonged, and everyone let out a long breath.',
    ],
    win: '{R} was put right at last',
    end: ['It had been a nuisance of a week. But {hero} knew now that the family could manage, whatever broke.', '{hero} still remembered the week {R} went wrong. It was the week everybody helped.'],
    stays: BEDTIME_STAYS,
    setback: ['Then they found out it would cost a lot of money, and take a long time.', 'Then the part that was needed had to be sent for, and that would take days.'],
    choice: ['{hero} could grumble, or help, and {he} chose to help.', '{hero} could stay cross, or make the best of it, and {he} chose the best of it.'],
    hope: 'help put things right',
    lesson: 'patience',
    senses: ['Everyone talked about it in low, tired voices.', 'A list of phone numbers was stuck on the fridge.', 'Things were piled up in odd places.', 'Neighbours knocked to ask if they could help.'],
  },
  cancelled: {
    title: ['{hero}\'s Holiday at Home', 'Next Year, Maybe'],
    worry: ['"But why?" asked {hero}. "We always go."', '"It\'s not fair," said {hero}, and {his} voice went wobbly.'],
    tries: [
      ['{hero} got the big bag out anyway, and then had to put it back.', '{hero} packed {his} bag anyway, and then had to unpack it.'],
      ['When friends talked about where they were going, {hero} went quiet.', 'When a postcard came from a friend at the seaside, {hero} pushed it under a cushion.'],
      ['The first day of the holidays was grey and long, and {hero} did not know what to do.', 'On the first day of the holidays, {hero} moped about and sighed loudly.'],
    ],
    turn: ['{hero} made a plan for a holiday at home: a picnic, a tent, and a trip to the park.', '{hero} made a plan with a new adventure for every day, and stuck it on the fridge.'],
    details: [
      '{teller} said that this time it just could not happen, and it was nobody\'s fault.',
      'The big bag stayed on top of the wardrobe.',
      'On the first day at home, they had breakfast in the garden, in their pyjamas.',
      'That night, they all slept in a tent in the living room. It was squashed and funny.',
    ],
    win: 'the holiday at home had a picnic, a tent and a night in the living room',
    end: ['It was not the holiday {hero} had wanted. But {he} drew the tent to keep, and wrote under it: "Next year, maybe."', 'It was not the holiday {hero} had wanted, and {he} still said so sometimes. But the tent in the living room became a story the family told again and again.'],
    stays: ['The family was still together, and that was the main thing.', 'Everybody was still there, and that was the best part of any holiday.'],
    setback: ['Then it rained on the very first day.', 'Then {hero} saw the photos from last time, and felt it all over again.'],
    choice: ['{hero} could stay grumpy, or make a plan, and {he} chose to make a plan.', '{hero} could sulk, or find a way to have fun anyway, and {he} chose to find a way.'],
    hope: 'have a holiday anyway',
    lesson: 'gratitude',
    senses: ['The big bag sat on top of the wardrobe, empty.', 'The street was quiet: everyone else seemed to have gone away.', 'The days of the holidays stretched out, long and empty.', 'An old postcard of a beach was still stuck on the fridge.'],
  },
};

/** Building work out of doors (the road dug up, the roof or the garden redone): a hole and a digger, no dust sheets. */
export const OUTDOOR_BUILDING: Pick<ChangeLines, 'details' | 'win' | 'senses'> & { firstTry: Wording } = {
  senses: ['The digger beeped every time it went backwards.', 'The ground shook a little underfoot.', 'The workers wore orange jackets and hard hats.', 'The air smelled of mud and oil.'],
  firstTry: ['On the first morning, a digger came, and the whole house shook.', 'On the first morning, the workers came with a digger and a radio, and it was loud all day.'],
  details: [
    '{R} was dug right up, with barriers round a big hole.',
    'For a while, the family had to go the long way round, past the barriers.',
    'On the last day, the workers filled everything in, packed up their tools and drove away.',
    '{R} was smooth and new, and {hero} walked along it very slowly.',
  ],
  win: '{R} was finished at last, and the barriers were gone',
};

/** Lines for a change of loss (a home flooded, burgled or burnt, a thing stolen): never put right by the end of the week. */
export const LOST_BROKEN: Pick<ChangeLines, 'details' | 'win' | 'end'> = {
  details: [
    'Someone came to look, and walked round slowly, and wrote things down.',
    'For a while, the family had to manage with what they had, and some things were gone for good.',
    'Neighbours came round with a pan of soup and a bag of jumpers.',
    'That night, everyone squeezed onto one sofa, close together.',
  ],
  win: 'the worst was over, and the family were together',
  end: ['Some things could not be got back, and {hero} was sad about them. But the family were safe, and that mattered most of all.', 'It would take a long time to put right. But everyone was safe, and {hero} knew that was the most important thing.'],
};
