import { CONTEST_PLOT_ID } from './frame-ids';
import { withHardPart } from './contest-hard-parts';
import { asPlayedThere } from './played-where';
import { bigOnesResults } from '../world/catalogue/match-for-little-ones';
import { TRIAL_LINES } from './trial-lines';
import { BUILT_THERE, builtThereLines } from './built-there-lines';
import { BAKED, BAKED_LINES } from './baked-contest-lines';
import { withDrills } from '../world/trial-drills';
import { typedTheme } from './frame-entry';
import type { AgeGroup, Mood, Setting } from '@studio/contracts/stories';
import { capitalize, titleCase } from '../core/text';
import { page, tellsOverThePage, turnsOver, type PageWriter, type StoryContext } from '../story/story-context';
import { catalogueThemeIn, type CatalogueTheme, type Wording } from '../world/catalogue';
import { settingNamedIn } from '../world/settings';
import { readContest, type ContestForm, type ContestReading } from '../understand/read-contest';
import { outcomeOf } from '../understand/read-outcome';
import { landTheLesson } from './cast-lines';
import type { PlotShape } from './plot-shape';
import { entryAsSaid, fill, themePlot, type ThemeMiddle } from './theme-story';
import { misreadCleared } from './older-theme';

/**
 * A contest a theme names inside an interest ("a pony club competition", "the football final", "the under-11s rugby
 * tournament") told as the contest, not as the interest with the contest one line: the weeks of practice, the nerves
 * before, the contest in its true order (the draw or the running order, the heats, the rounds or the halves, the
 * judges), a result that is not always winning — the one the theme says, else the story's seed's — and what the hero
 * makes of it. Its words are the parent's own (`understand/read-contest.ts`); an interest the catalogue knows gives a
 * true detail of itself.
 */

type Result = 'won' | 'placed' | 'out';

/** Lines by how the contest is run: a race's heats and final, a tournament's rounds, a match's halves, a judged contest's turns. */
type Run = ContestForm | 'rounds' | 'course' | 'built' | 'baked';

/** A race over ground, not round a track: no heats, lanes or final, but a field of runners, hills and mud. */
const OVER_GROUND = /\bcross[- ]?country\b|\bfun ?runs?\b|\bpark ?runs?\b|\bfell (?:race|run)s?\b|\btrail (?:race|run)s?\b|\bmarathons?\b|\b\d+ ?k(?:m)?\b|\borienteering\b/i;

/** The lines of how a contest is run; a thing built there has its own thing's words put in (`built-there-lines.ts`). */
const linesOf = (contest: ContestReading): ContestLines => (runOf(contest) === 'built' ? builtThereLines(contest.of) : LINES[runOf(contest)]);

/**
 * A thing built there and then ("a sandcastle competition") is run against the clock, never laid out on tables
 * (`built-there-lines.ts`); a race over ground (cross-country, a fun run) has no heats or lanes.
 */
const runOf = (contest: ContestReading): Run =>
  contest.form === 'match' && contest.rounds
    ? 'rounds'
    : contest.form === 'race' && OVER_GROUND.test(`${contest.of} ${contest.name}`)
      ? 'course'
      : contest.form !== 'race' && contest.form !== 'match' && contest.form !== 'trial' && BUILT_THERE.test(contest.of)
        ? 'built'
        : contest.form === 'made' && BAKED.test(`${contest.of} ${contest.name}`)
          ? 'baked'
          : contest.form;

interface ContestLines {
  /** The worry of this way of running it, where the side's or the form's is not it (a trial's: not being picked). */
  worry?: Wording;
  arrive: Wording;
  tries: readonly [Wording, Wording, Wording];
  setback: Wording;
  choice: Wording;
  turn: Wording;
  going: Wording;
  detail: Wording;
  results: Readonly<Record<Result, { win: Wording; detail: Wording; end: Wording }>>;
}

/** What happens, in order, for each way of running a contest; {contest} is its name. */
const LINES: Readonly<Record<Run, ContestLines>> = {
  race: {
    arrive: ['At {contest}, {hero} found {his} name on the list: heat two, lane four.', 'At {contest}, the heats were pinned up by the door, and {hero} was in the second, on the outside.'],
    tries: [
      ['{hero} warmed up with the others, and tried very hard not to look at who was fastest.', 'In the warm-up, {hero} kept glancing at the others, and lost count of {his} own stretches.'],
      ['In the heat, {hero} went off too fast, faded at the end, and only just scraped into the final.', 'In the heat, {hero} was slow off the start, and only just came through, in the last place that counted.'],
      ['At the start of the final, {hero}\'s legs felt like somebody else\'s.', 'On the line for the final, {hero} could hear {his} own heart, louder than the crowd.'],
    ],
    setback: ['The times from the heats went up on the board, and {hero}\'s was nearly the slowest in the final.', 'Somebody in the next lane had won every race that year, and everybody knew it.'],
    choice: ['{hero} could copy the fast starters or race {his} own race, and {he} chose {his} own.', '{hero} could go off hard with the others or hold something back for the end, and {he} chose to hold it back.'],
    turn: ['{hero} stopped looking at the others, counted {his} breathing, and raced the way {he} had trained.', '{hero} kept {his} eyes on {his} own lane, held back for the first half, and then went with everything {he} had.'],
    going: ['For the last stretch, {hero} had never gone so fast, and the finish came before {he} was ready for it.', 'Halfway, {hero} passed one, then another, and the end rushed up to meet {him}.'],
    detail: ['Everybody had a number pinned on, and the starter had a whistle and a very loud voice.', 'The timekeepers sat at the finish with stopwatches, and wrote everything down.'],
    results: {
      won: { win: '{hero} won the final, by a whisker', detail: '{hero} shook hands with everyone {he} had beaten, and meant it.', end: 'At home, {hero} put the medal in a drawer rather than on show, and started thinking about next year.' },
      placed: { win: '{hero} came third, faster than {he} had ever been', detail: 'It was not first. {hero} minded for about a minute, and then found {he} minded less than {he} had expected.', end: 'At home, {hero} wrote down the one thing {he} would do differently next time, and underlined it twice.' },
      out: { win: '{hero} finished near the back, with the best time {he} had ever done', detail: 'Somebody else got the medal, and {hero} clapped, and only some of the clapping was pretend.', end: 'At home, {hero} looked at the time again. Nobody else would think it was much, {he} knew, but it was {his}, and it was the best yet.' },
    },
  },
  course: {
    arrive: ['At {contest}, the field was already churned to mud, and {hero} pinned on {his} number with cold fingers.', 'At {contest}, a long line of runners waited at the start, stamping to keep warm, with the course marked out by little flags.'],
    tries: [
      ['{hero} jogged a bit of the course to warm up, and tried very hard not to look at who was fastest.', 'In the warm-up, {hero} kept glancing at the others, and lost count of {his} own stretches.'],
      ['When the horn went, {hero} got squashed in the crowd at the start, and was stuck near the back before the first corner.', 'At the horn, everybody charged at once, and {hero} went off much too fast to keep up with them.'],
      ['Halfway up the long hill, {hero} got a stitch, sharp as a pin, and two runners went past.', 'On the muddy bend, {hero}\'s feet went one way and {his} body the other, and {he} was up again, brown down one side.'],
    ],
    setback: ['At the bottom of the hill, one shoe stuck in the mud and came half off, and {hero} had to stop and pull it back on while the others ran by.', 'The course went round the field a second time, and {hero} had been sure it was only once.'],
    choice: ['{hero} could chase the runners in front up the hill or run {his} own pace, and {he} chose {his} own.', '{hero} could stop and walk the hill like some of the others or keep running, small steps, and {he} chose small steps.'],
    turn: ['{hero} stopped looking at the others, shortened {his} steps up the hill, breathed out hard, and kept the little flags in front of {him}, one at a time.', '{hero} ran through the puddles rather than round them, kept {his} arms going up the hill, and picked off the runners ahead, one by one.'],
    going: ['Over the last field, {hero} had never run so hard, and the finish line came up before {he} was ready for it.', 'At the top of the last hill, {hero} could see the finish line, and ran all the way down to it without slowing.'],
    detail: ['At the finish, a marshal pressed a little token into {hero}\'s hand, with {his} place on it.', 'By the end, everybody was splashed with mud up to their knees, and nobody minded.'],
    results: {
      won: { win: '{hero} crossed the line first, muddy to the knees', detail: '{hero} stood at the finish and clapped every single runner in, and meant it.', end: 'At home, {hero} left the muddy shoes by the back door like a trophy, and started thinking about next year.' },
      placed: { win: '{hero} came third, faster than {he} had ever run it', detail: 'It was not first. {hero} minded for about a minute, and then found {he} minded less than {he} had expected.', end: 'At home, {hero} wrote down the one thing {he} would do differently next time, and underlined it twice.' },
      out: { win: '{hero} finished in the middle of the field, with the best time {he} had ever done', detail: 'Somebody else got the medal, and {hero} clapped, and only some of the clapping was pretend.', end: 'At home, {hero} looked at the token again. Nobody else would think it was much, {he} knew, but it was {his}, and it was the best yet.' },
    },
  },
  rounds: {
    arrive: ['At {contest}, the draw was pinned up on the wall, and {us} {were} drawn against the best there in the first round.', 'At {contest}, {hero} read the draw twice, and wished {he} had not.'],
    tries: [
      ['In the first round, {us} scraped through, and nobody could say quite how.', 'The first round went by in a blur, and {us} {were} through, just.'],
      ['In the second round, {hero} tried something clever, but it cost a point, and {hero} only just held on.', 'In the second round, {hero} rushed, but rushing cost {us-them} a point, and {hero} knew exactly whose fault it was.'],
      ['The semi-final started badly: {hero} was a step behind everything.', 'In the semi-final, everything {hero} tried came out wrong.'],
    ],
    setback: ['The scores after two rounds went up, and {us} {were} only just in the top half.', 'Between rounds, {hero} heard someone say who was going to win the whole thing, and it was not {hero}.'],
    choice: ['Between rounds, {hero} could sit with the family or stay and watch the others play, and {he} chose to watch and learn.', '{hero} could go over the last mistake again or put it away, and {he} chose to put it away.'],
    turn: ['{hero} slowed down, did the simple thing, and did it well, again and again.', '{hero} stopped hurrying, looked at the whole of it, and took one careful step at a time.'],
    going: ['The last round went by in a blur, and then it was over.', 'The final scores went up on the board, and everybody read them at once.'],
    detail: ['Between rounds, everybody sat with their bottles, and nobody said much.', 'The score sheet on the wall filled up, round by round.'],
    results: {
      won: { win: '{us} won {contest}', detail: 'At the end, {hero} shook hands with {them} and made sure to look {them-him} in the eye.', end: 'At home, {hero} told the story of the last round so many times that even {he} got tired of it.' },
      placed: { win: '{us} came second, beaten only in the last round', detail: '"Second in the whole thing," said somebody, and {hero} found that, said out loud, it sounded rather good.', end: 'At home, {hero} went over the last round in {his} head, move by move, and knew exactly what {he} would try next time.' },
      out: { win: '{us} went out in the last round, and it was fair', detail: 'At the end, {hero} shook hands with {them} and said "Well played" and, after a second, meant it.', end: 'At home, {hero} went over the mistake once more, and then, for the first time that day, let it go.' },
    },
  },
  match: {
    arrive: ['At {contest}, the referee checked everyone\'s boots, and the captains tossed a coin.', 'At {contest}, there were more people watching than {hero} had ever played in front of.'],
    tries: [
      ['In the first minutes, {hero} had the ball twice, but gave it away twice.', 'For the first few minutes, {hero} could not seem to get near the ball at all.'],
      ['Just before half-time, {hero} lost {his} player, and the other side scored.', 'Just before half-time, {hero} slipped, and the other side scored from it.'],
      ['In the second half, {hero} chased everything and caught nothing, and the clock kept running.', 'In the second half, {hero} tried to win it alone, and lost the ball every time.'],
    ],
    setback: ['At half-time, nobody on {hero}\'s side said anything at all.', 'The other side scored again, and {hero}\'s side stood with their hands on their hips.'],
    choice: ['{hero} could hang back where it was safe or go where the game was, and {he} chose the game.', '{hero} could play where {he} always played or where the side needed {him}, and {he} chose where the side needed {him}.'],
    turn: ['{hero} stopped trying to do it all alone, looked up, and passed to whoever was free.', '{hero} slowed down, did the simple thing, and did it well, again and again.'],
    going: ['The last minutes went by in a blur of shouting, and then the whistle went.', 'With a minute left, the ball came to {hero}, and {he} did exactly what {he} had practised.'],
    detail: ['At half-time, there were orange slices, and the coach said only, "Talk to each other."', 'Along the touchline, the parents shouted advice nobody could hear.'],
    results: {
      won: { win: '{hero}\'s side won {contest}', detail: 'Both sides lined up and shook hands, and {hero} made sure to look the other captain in the eye.', end: 'At home, {hero} told everyone about the last minute, and kept the muddy socks as they were, for luck.' },
      placed: { win: 'it finished level, and the other side won on penalties', detail: '"That was the best we have ever played," said somebody, and {hero} knew it was true, and that it still hurt.', end: 'At home, {hero} went over the penalties once more, and then let them go.' },
      out: { win: '{hero}\'s side lost, and it was fair', detail: 'Both sides lined up and shook hands, and {hero} said "Good game" and, after a second, meant it.', end: 'At home, {hero} washed the mud off and thought about the one pass that had worked. That was the one to keep.' },
    },
  },
  made: {
    arrive: ['At {contest}, the entries were laid out on long tables, each with a number, and {hero}\'s entry was number nine.', 'At {contest}, every entry had a card with a number on it, and {hero} found {his} own entry near the end of the last table.'],
    tries: [
      ['{hero} walked along the tables and looked at everybody else\'s, which did not help at all.', '{hero} looked at the entry next to {his}, and then wished {he} had not.'],
      ['At the last minute, {hero} spotted a mistake in one corner, tried to fix it, and only made it worse.', '{hero} straightened {his} entry on the table, and knocked the card off, and it went under the table.'],
      ['The judges stopped at {hero}\'s entry, looked at it for a long time, and moved on without a word.', 'A judge picked up {hero}\'s entry, frowned, and put it down again, and said nothing.'],
    ],
    setback: ['One entry had a crowd round it the whole time, and it was not {hero}\'s.', 'Somebody near {hero} said, quite loudly, that theirs had taken three months.'],
    choice: ['{hero} could wait by {his} entry or go and wait with the others, and {he} chose to stay by it.', '{hero} could take off the card with {his} name on it, or leave it there for everyone to read, and {he} left it on.'],
    turn: ['When a judge asked what it was about, {hero} told the truth: where the idea had come from, which part had gone wrong, and why {he} had left it in.', 'When the judge came back, {hero} did not wait to be asked, and explained the idea in {his} own words, mistake and all.'],
    going: ['The judges went round once more, with the rosettes in their hands.', 'At last the judges went round with their cards, and everybody pretended not to watch.'],
    detail: ['Every entry had a little card with a name and a number, and nobody was allowed to touch.', 'The judges had clipboards and wrote a note about every single entry.'],
    results: {
      won: { win: 'the red rosette went on {hero}\'s entry', detail: 'One of the judges said it was the bravest entry there, mistake and all.', end: 'At home, {hero} hung the rosette where {he} could see it, and started sketching the next idea.' },
      placed: { win: '{hero}\'s entry got a "highly commended" card', detail: 'It was not first. {hero} minded for about a minute, and then found {he} minded less than {he} had expected.', end: 'At home, {hero} wrote down the one thing {he} would do differently next time, and underlined it twice.' },
      out: { win: '{hero}\'s entry got no card at all, and the judge\'s note said "a brave idea, needs more time"', detail: 'Somebody else got the rosette, and {hero} clapped, and only some of the clapping was pretend.', end: 'At home, {hero} read the note again. More time, {he} decided, was something {he} could give it.' },
    },
  },
  trial: TRIAL_LINES,
  built: builtThereLines('sandcastle'),
  baked: BAKED_LINES,
  judged: {
    arrive: ['At {contest}, {hero} found {his} name on the running order: ninth of twelve, with three judges at a table at the front.', 'At {contest}, there was a running order on the wall and a table of judges with clipboards, and {hero} was on near the end.'],
    tries: [
      ['{hero} watched the first few go, and every one of them looked better than {hero} felt, which did not help.', 'From the side, {hero} watched the others go first, and each one made it look easy.'],
      ['In the warm-up, {hero} ran through it once more and got the tricky part wrong, twice.', 'Running through it one last time in the warm-up, {hero} got the hardest bit wrong.'],
      ['When {his} name was called, {hero} went out, and for one long second could not remember how it started.', 'When {his} turn came, {hero} started too fast, and felt it slipping.'],
    ],
    setback: ['The one before {hero} got the best marks of the day, and everybody was still clapping when {hero}\'s name was called.', 'One of the judges yawned, just as {hero} was getting ready.'],
    choice: ['{hero} could do the easy version or the one {he} had practised, with the hard part in, and {he} chose the hard one.', '{hero} could play safe or do it the way {he} had planned, and {he} chose the plan.'],
    turn: ['{hero} breathed out, found the one face {he} knew among everyone watching, and started again, slower, the way {he} had practised.', '{hero} stopped, breathed, and went on at {his} own pace, the hard part and all.'],
    going: ['This time the tricky part went right, and somebody near the front said "Oh!"', 'The hard part came and went, and {hero} hardly noticed, because it had simply happened.'],
    detail: ['The judges wrote on their clipboards and gave nothing away at all.', 'Each judge held up a score, one after the other, and everybody read them out loud.'],
    results: {
      won: { win: 'the judges put {hero} first', detail: 'One of the judges came over afterwards and said the hard part had been the best thing all day.', end: 'At home, {hero} read the judges\' sheet so many times it went soft at the folds.' },
      placed: { win: '{hero} came third, out of everyone', detail: 'It was not first. {hero} minded for about a minute, and then found {he} minded less than {he} had expected.', end: 'At home, {hero} wrote down the one thing {he} would do differently next time, and underlined it twice.' },
      out: { win: '{hero} was not placed, and the judges\' sheet said "lovely, but nervous in the middle"', detail: 'Somebody else got the prize, and {hero} clapped, and only some of the clapping was pretend.', end: 'At home, {hero} read the sheet again. It was fair, {he} decided, and the middle was what {he} would practise.' },
    },
  },
};

/** Places a contest is held in, by what it is of: horses and ponies on the farm, a race on water at the beach. */
function settingOf(theme: string, interest: CatalogueTheme | undefined): Setting {
  return settingNamedIn(theme) ?? interest?.setting ?? 'city';
}


/** Animals shown at a show go along; at any other contest, a pet stays at home. */
const ANIMALS = /\b(?:horse|pony|ponies|dog|cat|rabbit|guinea pig|hen|poultry)s?\b/i;

/** Who plays: a side ("Nia's side", "the other side") or one against one ("Tariq", "his opponent"). */
interface Sides {
  name: string;
  team: boolean;
  /** What the contest is of, for its own hard part (`contest-hard-parts.ts`). */
  of?: string;
}

/** A catalogue line with the contest's own name and its sides put in. */
function named(wording: Wording, contest: Sides): Wording {
  const { name, team } = contest;
  const put = (line: string) => asPlayedThere(withDrills(withHardPart(line, contest.of), contest.of), contest.of ?? '')
    .replaceAll('{contest}', name)
    .replaceAll('{us-them}', team ? 'them' : '{him}')
    .replaceAll('{us}', team ? '{hero}\'s side' : '{hero}')
    .replaceAll('{were}', team ? 'were' : '{was}')
    .replaceAll('{them-him}', team ? 'their captain' : 'them')
    .replaceAll('{them}', team ? 'the other side' : '{his} opponent');
  return typeof wording === 'string' ? put(wording) : [put(wording[0]), ...wording.slice(1).map(put)];
}

/** The contest as a catalogue entry, in the parent's words and the lines of how it is run. */
function contestEntry(theme: string, contest: ContestReading): CatalogueTheme {
  // The catalogue's own event of it (the gala's pool and lanes) gives a true detail; an interest's are of a day spent on
  // it at home or out ("the family sat on the sofa as the audience"), untrue at a contest, so they are left out.
  const interest = catalogueThemeIn(theme);
  // A match's event is no trial's: its kick-off and score are untrue at the trials.
  const known = interest?.kind === 'event' && contest.form !== 'trial' ? interest : undefined;
  const lines = linesOf(contest);
  const { name } = contest;
  const it = contest.plural ? 'they were' : 'it was';
  return {
    id: CONTEST_PLOT_ID,
    kind: 'event',
    words: typedTheme(theme),
    name,
    setting: settingOf(theme, known),
    lesson: 'perseverance',
    ...(ANIMALS.test(contest.of) ? {} : { petsStayHome: true as const }),
    title: [`{hero} and the ${titleCase(name.replace(/^the /, ''))}`],
    opening: [`{hero} had been getting ready for ${name} for weeks, and now ${it} nearly here.`, `${capitalize(name)} ${contest.plural ? 'were' : 'was'} on Saturday, and {hero} had practised every day for a month.`],
    worry: lines.worry ? named(lines.worry, contest) : contest.team
      ? ['"What if I let the side down?" said {hero}.', '"What if it\'s my fault we lose?" said {hero}.']
      : contest.form === 'match'
      ? ['"What if I go out in the first round, in front of everyone?" said {hero}.', '"What if I lose every game?" said {hero}.']
      : contest.form === 'race'
      ? ['"What if I come last in front of everyone?" said {hero}.', '"What if I freeze on the start?" said {hero}.']
      : contest.form === 'made'
      ? ['"What if the judges think it\'s rubbish?" said {hero}.', '"What if everyone else\'s is better?" said {hero}.']
      : ['"What if I freeze?" said {hero}. "Everybody will be watching."', '"What if I forget it all in front of the judges?" said {hero}.'],
    tries: [named(lines.tries[0], contest), named(lines.tries[1], contest), named(lines.tries[2], contest)],
    turn: named(lines.turn, contest),
    details: [named(lines.arrive, contest), known ? known.details[1] : named(lines.detail, contest), named(lines.going, contest), named(lines.results.won.detail, contest)],
    win: named(lines.results.won.win, contest),
    end: named(lines.results.won.end, contest),
  };
}

/** The contest's own middle: the setback of its order, a choice of how to meet it, and a friend competing too. */
function contestMiddle(contest: ContestReading): ThemeMiddle {
  const lines = linesOf(contest);
  return {
    setback: named(lines.setback, contest),
    choice: named(lines.choice, contest),
    subplot: {
      taught: ['{hero} saw that {he} did best the moment {he} stopped watching everyone else.', '{hero} saw that every mistake had come from rushing.'],
      // One trouble, the one the spare bottle mends.
      trouble: '{pal} was in it too, and had left {palhis} water bottle at home, and was too proud to say.',
      gives: 'the spare water bottle',
      solved: ['{pal} drank half the spare water bottle in one go, and did {palhis} best of the day.', 'With the spare water bottle, {pal} stopped fretting, and did {palhis} best of the day.'],
    },
    hope: `do well at ${contest.name}`,
  };
}

/** How it ended: the way the theme says ("losing the gymnastics competition"), else the story's own draw. */
function resultOf(ctx: StoryContext): Result {
  const said = outcomeOf(ctx.themeText);
  if (said) return said === 'won' ? 'won' : 'out';
  return ctx.rng.fork('contest-result').pick(['won', 'placed', 'out'] as const);
}

const MOODS: Readonly<Record<Result, Mood>> = { won: 'happy', placed: 'proud', out: 'calm' };

/** The plot that tells the contest a theme names, or nothing when it names none (`readContest`). */
export function contestPlot(theme: string | undefined, age?: AgeGroup): PlotShape | undefined {
  const contest = readContest(theme);
  if (!contest || !theme) return undefined;
  const little = littleOnesDay(theme, contest, age);
  if (little) return { ...themePlot(little), id: CONTEST_PLOT_ID };
  const lines = linesOf(contest);
  const entry = contestEntry(theme, contest);
  const told = themePlot(entry, contestMiddle(contest));
  const result = (ctx: StoryContext) => lines.results[resultOf(ctx)];
  // The idea says how it ended as the pages do: "in the end Arjun won" over a book where he went out was read 35's.
  const toldAs = new Map<Result, PlotShape>();
  const endedAs = (ctx: StoryContext): PlotShape => {
    const ended = resultOf(ctx);
    if (!toldAs.has(ended)) toldAs.set(ended, ended === 'won' ? told : themePlot({ ...entry, win: named(lines.results[ended].win, contest) }, contestMiddle(contest)));
    return toldAs.get(ended)!;
  };
  return {
    ...told,
    id: CONTEST_PLOT_ID,
    summary: (ctx) => endedAs(ctx).summary(ctx),
    // Practised for weeks: what is at stake is the one go on the day, not a day that cannot be practised.
    voice: (ctx) => {
      const voice = told.voice!(ctx);
      return { ...voice, stakes: ctx.one(`${ctx.hero.name} had practised for weeks, and now there was nothing left to practise; there was only the doing.`, `All those weeks of practice came down to one go, ${ctx.hero.name} knew, and nobody would see the weeks, only the go.`) };
    },
    // Said inside other lines ("remembered how …"): a clause, with a capital only for the hero's name.
    win: (ctx) => {
      const line = fill(ctx, named(result(ctx).win, contest)).replace(/[.!]$/, '');
      return line.startsWith(ctx.hero.name) ? line : line.charAt(0).toLowerCase() + line.slice(1);
    },
    // And the pages after it ("told the whole family how their side won", round 16b's telling page).
    ...(told.afterwards ? { afterwards: told.afterwards.map((after, at) => ({ ...after, write: (ctx: StoryContext) => endedAs(ctx).afterwards![at]!.write(ctx) })) } : {}),
    // So does every page before the result that names how it went ("told the whole family how their side won", round 16b's
    // telling page): each is the page of the book told with the drawn ending, at the same place.
    beats: {
      ...(Object.fromEntries(Object.entries(told.beats).map(([beat, writers]) => [beat, (writers as readonly PageWriter[]).map((_, at): PageWriter => {
        const endedWriter = (ctx: StoryContext) => (endedAs(ctx).beats as Record<string, readonly PageWriter[]>)[beat]![at]!;
        return tellsOverThePage((ctx) => endedWriter(ctx)(ctx), (ctx) => turnsOver(ctx)(endedWriter(ctx)));
      })])) as unknown as PlotShape['beats']),
      resolution: [
        (ctx) => page('The result.', [fill(ctx, entry.details[2]), `${fill(ctx, named(result(ctx).win, contest))}.`], [], resultOf(ctx) === 'won' ? 'celebrating' : 'standing', MOODS[resultOf(ctx)], 'all'),
        (ctx) => page(`What ${ctx.hero.name} makes of it.`, [...misreadCleared(ctx, entry, fill), fill(ctx, named(result(ctx).detail, contest))], [], 'standing', MOODS[resultOf(ctx)], 'all'),
      ],
      closing: [
        (ctx) => page(`${ctx.hero.name} remembers.`, [fill(ctx, named(result(ctx).end, contest)), landTheLesson(ctx)], [], 'waving', 'proud', 'hero'),
      ],
    },
  };
}

/** The contest's entry, for what the story's context takes from a day out (pets left at home). */
export function contestOuting(theme: string | undefined, age?: AgeGroup): CatalogueTheme | undefined {
  const contest = readContest(theme);
  return contest && theme ? littleOnesDay(theme, contest, age) ?? contestEntry(theme, contest) : undefined;
}

/**
 * A match, a race or the trials for a listener under three: no toddler is on a side or in a lane, so it is the big brother's
 * or sister's, got ready for, waved off and heard all about (`big-ones-day.ts`), never a one-year-old who "passed to whoever
 * was free" (round 19, read 44's family).
 */
function littleOnesDay(theme: string, contest: ContestReading, age?: AgeGroup): CatalogueTheme | undefined {
  if (age !== '0-2' || (contest.form !== 'match' && contest.form !== 'race' && contest.form !== 'trial')) return undefined;
  return { ...entryAsSaid({ ...contestEntry(theme, contest), fromAge: '3-5' }, theme, undefined, age), outcomes: bigOnesResults(contest.team ? '{sibname}\'s team' : '{sibname}') };
}
