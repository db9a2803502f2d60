import type { CatalogueTheme, Wording } from '../world/catalogue';
import type { ThemeSubplot } from '../world/catalogue/subplots';
import type { JobReading, JobShape } from '../understand/read-job';
import { titleCase } from '../core/text';
import { JOB_VISITS } from '../world/job-visits';

/**
 * The lines of a grown-up's job (`understand/read-job.ts`) in each shape a parent means, filled from the job's row
 * (`world/jobs.ts`): its place, uniform, tools, doing, sound, a safe visit and the child's play at home. {who} is the
 * grown-up (the theme's family word, or the cast's one of that family), {whose} and {whohe} their pronouns.
 */
export interface JobLines extends Pick<CatalogueTheme, 'name'>, Pick<CatalogueTheme, 'title' | 'opening' | 'worry' | 'tries' | 'turn' | 'details' | 'win' | 'end'> {
  lesson: string;
  setback: Wording;
  choice: Wording;
  subplot: ThemeSubplot;
  hope: string;
}

/** "{who} was a nurse." or, with no job named, "{who} went to work." */
const whoIs = (job: JobReading['job'], then = ''): string => (job.a ? `{who} was ${job.a}${then}.` : `{who} went to work${then}.`);

const the = (thing: string) => thing.replace(/^(?:a|an|some)\s+/i, 'the ');

function prideLines({ job, atMySchool }: JobReading): JobLines {
  const [tool, other] = job.tools;
  if (atMySchool) return sameSchoolLines(job);
  const visit = JOB_VISITS[job.id];
  return {
    name: 'the visit',
    title: [`{hero} Visits {who} at Work`, `{who}'s Job`],
    opening: [`${whoIs(job)} Every day {who} ${job.does}. {hero} thought it was the best job in the world.`],
    worry: [`"What is it like at ${job.place}?" asked {hero}. "Can I come and see? Please?"`],
    tries: [
      // What is worn for the job, not "things": a child dresses up as the one job.
      // The first thing of it only: a young band's sentences split at "and" ("She a tall white hat.").
      `{hero} dressed up at home in {who}'s ${job.uniform.replace(/^(?:a|an|some)\s+/i, '').split(' and ')[0]}. Everything was much too big, and {he} tripped over the ends.`,
      `{hero} asked a hundred questions at breakfast. "What ${/^(?:a|an)\s/i.test(tool) ? 'is' : 'are'} ${the(tool)} for?" {who} laughed and said, "Wait and see."`,
      `{hero} drew a picture of {who} at work, with ${tool} and a big smile.`,
    ],
    turn: [`On the special day, {who} took {hero} to ${job.place}. {hero} ${job.visit}.`],
    details: [
      `{who} wore ${job.uniform} for work.`,
      `{who} told {hero} about ${job.sound}. {hero} tried to make the noise too.`,
      `{hero} watched {who} ${job.doing}. {hero} felt proud all the way down to {his} toes.`,
      visit ? `{who} showed {hero} ${the(other)}, and the one rule at ${job.place}: ${visit.rule}.` : `{who} showed {hero} ${the(other)}, and what it was for.`,
    ],
    win: [`{hero} had seen {who} at work with {his} own eyes`],
    end: [`That night, {hero} ${job.play}, just like {who}. "When I grow up, I might be ${/^(?:a|an)\s/.test(job.a) ? job.a : 'one'} too," said {hero}.`],
    lesson: 'gratitude',
    // Before the visit: the day put off, never the grown-up called away in the middle of it.
    // The job's own reason, where the row has one: a vet's week is a swallowed sock, a farmer's the lambing.
    setback: [`Then the special day had to wait a whole week more. {who} was needed at work${visit ? `: ${visit.busy}` : ''}.`],
    // The badge names the job: "Vet in Training".
    choice: [`{hero} could sulk all week, or get ready. {he} chose to get ready, and made a badge ${job.a ? `that said "${titleCase(job.a.replace(/^(?:a|an|the)\s+/i, ''))} in Training"` : 'with {his} name on it'}.`],
    subplot: {
      taught: ['{hero} saw that a job is lots of small kind things, one after another.'],
      trouble: '{pal} did not know what {palhis} own grown-up did at work, and felt a bit left out.',
      gives: 'a turn with the picture',
      solved: ['{pal} drew {palhis} own grown-up at work, and they hung both pictures on the fridge.'],
    },
    hope: 'see {who} at work',
  };
}

function awayLines({ job, late }: JobReading): JobLines {
  const [tool] = job.tools;
  // Late in the evening, the grown-up is home after bedtime and at breakfast; at night, asleep in the morning.
  // Short sentences: a book for a three-year-old about nights apart is read at bedtime, in its band.
  const is = job.a ? `{who} was ${job.a}. ` : '';
  const when = late
    ? { opening: `${is}Some days {who} worked late. {who} came home long after {hero} was in bed.`, morning: 'In the morning, {hero} ran down to see {who} at breakfast. There was so much to tell that the toast went cold.', there: `In the evening, {who} was at ${job.place}. {hero} had {his} bath.`, found: 'Late that evening, {who} found the note. {who} smiled.' }
    : { opening: `${is}Some nights, when everybody else went to bed, {who} went to work.`, morning: 'In the morning, {hero} had to tiptoe, as quiet as a mouse. {who} was asleep after working all night.', there: `That night, {who} was at ${job.place}. {hero} was fast asleep.`, found: 'In the night, {who} found the note. {who} smiled.' };
  return {
    name: 'the nights apart',
    title: [late ? `While {who} Is at Work` : `{hero} and {who}'s Night Shift`],
    opening: [when.opening],
    worry: [`"But who will say goodnight?" asked {hero}. "And who will do the story?"`],
    tries: [
      `At bedtime, {hero} looked at {who}'s empty chair. The story did not sound right in anybody else's voice.`,
      `{hero} tried to stay awake until {who} came home. But {his} eyes kept closing.`,
      when.morning,
    ],
    turn: [`{hero} had an idea. Before {who} went to work, they did a goodnight of their own. A hug. A kiss on the nose. And a note in {who}'s pocket.`],
    details: [
      `{who} put on ${job.uniform}. {who} picked up ${tool} by the door.`,
      when.there,
      when.found,
      `In the morning, there was a note on {hero}'s pillow too. "Got yours. Love you to the moon."`,
    ],
    win: [`{who} and {hero} had a goodnight of their own again`],
    end: [`After that, every ${late ? 'day {who} worked late' : 'night {who} went to work'}, there was a note in {whose} pocket. And every morning, there was one on {hero}'s pillow.`],
    lesson: 'patience',
    setback: [`Then one night {who} had to go early, before the goodnight.`],
    choice: [`{hero} could cry into {his} pillow, or write a note anyway, and {he} chose the note.`],
    subplot: {
      taught: ['{hero} saw that missing someone is a way of loving them.'],
      trouble: '{pal} missed somebody too, and had nobody to write to.',
      gives: 'a spare piece of paper',
      solved: ['{pal} wrote a note of {palhis} own, to {palhis} grandad, and posted it.'],
    },
    hope: 'say goodnight to {who}',
  };
}

function dayLines({ job }: JobReading): JobLines {
  const [tool, other] = job.tools;
  return {
    name: 'the long day',
    title: [`What {who} Does All Day`],
    opening: [`Every morning {who} went to ${job.place}, and {hero} went to {school}, and {hero} wondered what {who} did all day.`],
    worry: [`"What do you actually DO all day?" asked {hero}. "Do you play? Do you have a snack?"`],
    tries: [
      `{hero} guessed that {who} sat on a swing all day. {who} laughed and said, "Not quite."`,
      `{hero} guessed that {who} ate biscuits all day. {who} laughed and said, "I wish!"`,
      `{hero} looked in {who}'s bag for clues, and found ${tool} and a half-eaten apple.`,
    ],
    turn: [`So {who} told {hero} about the whole day, from the beginning, and {hero} told {whom} about {his}, and it turned out they went together, hour by hour.`],
    details: [
      `At nine o'clock, while {hero} hung up {his} coat, {who} got out ${tool} at ${job.place}.`,
      `At eleven, while {hero} painted a picture, {who} was ${job.doing}.`,
      `After lunch, while {hero} had a story on the carpet, {who} used ${other}, and there was ${job.sound}.`,
      `At home time, they were both a bit tired, and they told each other everything.`,
    ],
    win: [`{hero} knew what {who} did all day, hour by hour`],
    end: [`Now, when {hero} painted at {school}, {he} thought, "{who} is busy too," and at home {he} ${job.play}.`],
    lesson: 'gratitude',
    setback: [`Then {hero} said, "But I wish you stayed home all day," and it came out crosser than {he} meant.`],
    choice: [`{hero} could keep being cross, or ask to hear about {who}'s day, and {he} chose to ask.`],
    subplot: {
      taught: ['{hero} saw that everybody\'s day has hard bits and good bits.'],
      trouble: '{pal} had had a hard day at {school}, and nobody had asked about it.',
      gives: 'a question',
      solved: ['{hero} asked {pal} about {palhis} day, and {pal} talked all the way home.'],
    },
    hope: 'know what {who} does all day',
  };
}

function onceLines({ job }: JobReading): JobLines {
  const [, other] = job.tools;
  return {
    name: 'the old job',
    title: [`When {who} Was ${titleCase(job.a || 'at Work')}`],
    opening: [`Long ago, before {hero} was born, {who} was ${job.a}. {hero} wanted to know all about it.`],
    worry: [`"What was it like?" asked {hero}. "Did you have a uniform? Did you have tools?"`],
    tries: [
      `{hero} looked at the photos on the shelf. None of them showed {who} at work.`,
      `{hero} asked {who} to tell {him}. But {who} said it was a long time ago, and had to think.`,
      `{hero} looked in the loft for clues. There were only old coats and a box of lights.`,
    ],
    turn: [`{who} got down an old box from the top of the cupboard. Inside was everything: ${the(other)}, a photo of {who} at work, and lots of stories.`],
    details: [
      `In the photo, {who} looked young, in ${job.uniform}.`,
      `{who} said that every day {whohe} ${job.does}.`,
      `{who} remembered ${job.sound}. {who} made the noise, and they both laughed.`,
      `Then {who} showed {hero} how it was done, slowly, the way {whohe} used to.`,
    ],
    win: [`{hero} knew what {who} had done, long ago`],
    end: [`After that, {hero} ${job.play}. {who} said {he} did it just right.`],
    lesson: 'gratitude',
    setback: [`Then {who} went quiet, because remembering made {whom} miss it.`],
    choice: [`{hero} could go off and play, or ask for one more story. {he} chose the story.`],
    subplot: {
      taught: ['{hero} saw that the grown-ups were young once, with jobs and stories of their own.'],
      trouble: '{pal} wanted to hear the stories too.',
      gives: 'a seat on the sofa',
      solved: ['{pal} squeezed on to the sofa and heard the best story twice.'],
    },
    hope: 'hear about {who}\'s old job',
  };
}

/** The grown-up works at the child's own school: seen there every day, where they are everybody's, not only the child's. */
function sameSchoolLines(job: JobReading['job']): JobLines {
  return {
    name: 'school with {who}',
    title: [`{who} Is at My School`],
    opening: [`{who} was ${job.a || 'at work'} at {hero}'s own school, and {hero} saw {who} there every day.`],
    worry: [`"Do I have to share you with everybody?" asked {hero}. "All day?"`],
    tries: [
      `{hero} waved at {who} across the hall. But {who} was busy with another class, and did not see.`,
      `In assembly, {hero} called out "{who}!" by mistake, and everybody giggled.`,
      `{hero} tried to pretend {who} was just an ordinary grown-up at school. It was very hard.`,
    ],
    turn: [`{who} and {hero} made a secret sign: a tap on the nose meant "I love you", even at school.`],
    details: [
      `At school, {who} wore ${job.uniform}, just like the other grown-ups.`,
      `Through the classroom door, {hero} saw {who} ${job.doing}.`,
      `At playtime, {who} was on duty in the playground, and tapped {whose} nose, just once.`,
      `At home time, they walked home together, and {hero} told {who} all about the day.`,
    ],
    win: [`{hero} and {who} had a secret sign, even at school`],
    end: [`At school, {who} was everybody's. But the tap on the nose was only for {hero}.`],
    lesson: 'patience',
    setback: [`Then {who} told {hero} to stop chatting in the line, just like anybody else.`],
    choice: [`{hero} could sulk all afternoon, or stop chatting like everybody else. {he} stopped chatting.`],
    subplot: {
      taught: ['{hero} saw that sharing someone does not make them love you less.'],
      trouble: '{pal} wished {palhis} own grown-up was at school too.',
      gives: 'a turn at the secret sign',
      solved: ['{pal} made up a secret sign of {palhis} own, to do at home time.'],
    },
    hope: 'have {who} all to {him}self',
  };
}

/** A child who does not want the grown-up to go to work in the morning: the goodbye at the door, made theirs, and the coming home. */
function goodbyeLines({ job }: JobReading): JobLines {
  const [tool] = job.tools;
  return {
    name: 'the goodbye',
    title: [`Goodbye, {who}, See You Later`],
    opening: [`Every morning, {who} went to work. And every morning, {hero} did not want {whom} to go.`],
    worry: [`"Why do you have to go?" asked {hero}. "Stay here with me."`],
    tries: [
      `{hero} held on to {who}'s leg at the front door, very tight. {who} could not walk at all.`,
      `{hero} hid {who}'s keys under the sofa. But {who} found them, and gave {hero} a hug.`,
      `{hero} stood at the window with {his} nose on the glass, and watched {who} go, and felt cross and sad at once.`,
    ],
    turn: [`{who} and {hero} made a goodbye of their own: a hug, a high five, and a wave at the window. Then {who} put a kiss in {hero}'s hand to keep all day.`],
    details: [
      `{who} picked up ${tool} and {whose} coat, and the front door clicked.`,
      `{who} said, "I go to work, and I always come back."`,
      `All day, {hero} kept the kiss in {his} hand, closed up tight.`,
      `At home time, the door opened, and there was {who}. "I came back," said {who}. "I always come back."`,
    ],
    win: [`{who} came back at home time, just as {whohe} said`],
    end: [`Every morning after that, they did their goodbye: a hug, a high five, and a wave. And every evening, {who} came back.`],
    lesson: 'patience',
    // Before the goodbye of their own is made: a morning too rushed for a proper hug.
    setback: [`Then one morning, {who} left in such a rush that there was no time for a proper hug, and {hero} cried at the window.`],
    choice: [`{hero} could cry all morning, or wave at the window anyway. {he} chose to wave.`],
    subplot: {
      taught: ['{hero} saw that people who go away can come back, every time.'],
      trouble: '{pal} missed {palhis} grown-up too.',
      gives: 'a wave at the window',
      solved: ['{pal} waved too, and felt a little better.'],
    },
    hope: 'see {who} come back',
  };
}

const SHAPES: Readonly<Record<JobShape, (reading: JobReading) => JobLines>> = { pride: prideLines, away: awayLines, day: dayLines, once: onceLines, goodbye: goodbyeLines };

/** The parent's own word for the job, where they gave one, in every line ("Dad was a fireman"). */
export const jobLines = (reading: JobReading): JobLines => SHAPES[reading.shape](reading.called ? { ...reading, job: { ...reading.job, a: reading.called } } : reading);
