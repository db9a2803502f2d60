import type { CatalogueTheme, Wording } from '../world/catalogue';
import type { ThemeSubplot } from '../world/catalogue/subplots';
import type { InterestKind, InterestTopic } from '../world/interest-topics';
import { titleCase } from '../core/text';
import { INTEREST_SEEN } from '../world/interest-seen';

/**
 * The lines of a love of a topic (`understand/read-interest.ts`), a real day of the interest: a fact the hero knows, a
 * question nobody at home can answer, tries at finding out that fall short, the finding out (a library book, a
 * programme, a grown-up who knows), seeing or doing it for real by what it is (an animal where it really lives, a time
 * in history at a museum, a screen game with its timer kept, the weather gone out in, an experiment at the table, a
 * hobby tried), making the hero's own, sharing it at show and tell, a small setback and the hero's own next step.
 * Never a toy of it to lose, and never the thing itself turning up by magic.
 */
export interface InterestLines extends Pick<CatalogueTheme, 'title' | 'opening' | 'worry' | 'tries' | 'turn' | 'details' | 'win' | 'end'> {
  setback: Wording;
  choice: Wording;
  subplot: ThemeSubplot;
  hope: string;
}

type ByKind = Readonly<Record<InterestKind, Wording>>;

/** "at the museum" → "to the museum": where a day goes. */
const toward = (where: string) => where.replace(/^at /, 'to ');

export function interestLines(topic: InterestTopic): InterestLines {
  const { name, kind } = topic;
  const pick = (table: ByKind): Wording => table[kind];
  const seen = INTEREST_SEEN[name];
  const keepers = /^at the (?:aquarium|zoo|wildlife park|owl centre|pet farm)$/.test(topic.where);
  const museum = kind === 'history' && topic.where === 'at the museum';
  // Who is written to where the topic is really met: the keepers or the museum; a wait for their letter is the middle.
  const writes = keepers ? `the keepers ${topic.where}` : museum ? 'the museum' : undefined;
  return {
    title: pick({
      animal: [`{hero} and the ${titleCase(name)}`, `{hero} Finds Out About ${titleCase(name)}`],
      history: [`{hero} and ${titleCase(name)}`, `{hero} Finds Out About ${titleCase(name)}`],
      screen: [`{hero} Makes {his} Own ${titleCase(name)}`],
      weather: [`{hero} Finds Out About ${titleCase(name)}`],
      science: [`{hero} the Scientist`, `{hero} Finds Out About ${titleCase(name)}`],
      hobby: [`{hero} and ${titleCase(name)}`],
      topic: [`{hero} Finds Out About ${titleCase(name)}`],
    }),
    // A topic the table does not know claims no fact: the hero's love of it is drawn instead.
    opening: kind === 'topic'
      ? [`{hero} loved ${name} more than anything, and had drawn ${name} on every page of {his} notebook.`]
      : [`{hero} loved ${name} more than anything. {hero} knew that ${topic.fact}.`, `Nobody at home knew more about ${name} than {hero}. {hero} even knew that ${topic.fact}.`],
    worry: [`"${topic.question}" asked {hero} at breakfast. Nobody knew.`, `"But ${lowerFirst(topic.question)}" asked {hero}. Nobody at home could say.`],
    tries: [
      ['{hero} asked {grownup}. {grownup} thought hard, and did not know either.'],
      // A topic the table knows is looked up at home and found to say only the fact the hero already had; one met for real
      // somewhere is asked of the ones there, by letter, and waited for.
      writes ? [`{hero} and {grownup} wrote a letter to ${writes}, and posted it. Every morning {hero} ran to the door for the post.`]
        : kind === 'topic' ? ['{hero} looked in every book at home. Not one of them said.'] : [`{hero} looked in every book at home, but they only said what {he} knew already: that ${topic.fact}.`],
      pick({
        animal: ['{hero} tried to work it out alone, and thought and thought, but the answer would not come.'],
        history: [`{hero} tried to draw ${name}, but kept rubbing it out, because {hero} did not know how it really looked.`],
        screen: ['{hero} asked for more time on the tablet to find out. But screen time was over for the day, and the rule was the rule.'],
        weather: ['{hero} stood at the window for a long time, and watched, and wondered. The window could not say.'],
        science: ['{hero} guessed, and then guessed the other way, and could not tell which guess was right.'],
        hobby: [`{hero} tried it at once, all by {him}self. It went wrong straight away.`],
        topic: [`{hero} tried to guess. But a guess was not the same as knowing.`],
      }),
    ],
    turn: pick({
      // The ones who look after it where it is really seen: a keeper who has been asked it before, a museum that writes back.
      animal: keepers ? [`At last, the keepers ${topic.where} wrote back, with a photo and the answer.`] : [`{hero} and {grownup} went to the library. They found a big book all about ${name}, and there it was, on page nine.`, `{hero} asked at the library. The librarian found a book all about ${name}, with photos on every page.`],
      history: museum ? [`At last, the museum wrote back, with a leaflet about ${name} and the answer.`] : [`{hero} and {grownup} went to the library. They found a book all about ${name}, with pictures that folded out.`],
      screen: [`{hero} and {grownup} found a library book about how games are made. They read it together on the sofa.`],
      weather: [`{hero} and {grownup} found a weather show for children, and watched it together. Then they found a book at the library.`],
      science: [`{hero} and {grownup} found a library book of things to try. The answer was on the back of every page.`],
      hobby: [`{hero} found a library book about ${name}. And at the club, a grown-up knew all about it.`],
      topic: [`{hero} and {grownup} went to the library. The librarian found a book all about ${name}.`],
    }),
    // The theme's pages tell the first detail before the tries and the second before the turn: the answer only after it.
    details: [
      pick({
        animal: [`{hero}'s wall was covered in drawings of ${name}. Each one was a little better than the last.`],
        history: [`{hero} had a poster of ${name} on the wall. Under it was a dressing-up box.`],
        screen: [`{hero} could play ${name} for half an hour after school. A timer kept the half hour true.`],
        weather: [`Every morning, {hero} looked out of the window first thing, to check on ${name}.`],
        science: [`{hero} had a notebook for ${name}, with a question on every page.`],
        hobby: [`{hero} had watched all about ${name} that {he} could find. {hero} wanted to try it more than anything.`],
        topic: [`{hero} had a notebook for ${name}, with a question on every page.`],
      }),
      pick({
        animal: [`That weekend, {hero} went to see real ${name} ${topic.where}. ${seen ?? '{hero} watched for a long time without a word.'}`],
        history: [`That weekend, they went ${toward(topic.where)}. ${seen ?? '{hero} looked at everything twice.'}`],
        screen: [`At screen time, {hero} played ${name} with a friend from school who loved it too. When the timer rang, {hero} turned it off.`],
        weather: ['{hero} put on {his} coat and went out with {grownup}. They looked and listened and felt it for real.'],
        science: [topic.tried ? `At the kitchen table, with a tray for the mess, {hero} and {grownup} ${topic.tried}.` : 'At the kitchen table, {hero} and {grownup} tried a safe little test, with a tray for the mess. {hero} guessed first.'],
        hobby: [`{hero} tried it again ${topic.where}, slowly this time. {grownup} watched.`],
        topic: ['{hero} drew every picture {he} could think of. But the question was still there.'],
      }),
      kind === 'topic' ? ['The book had a photo on every page. {hero} read it all, and found ten things {he} had never known.'] : [`${keepers || museum ? 'The letter' : 'The book'} said that ${topic.answer}.`],
      pick({
        animal: [`At home, {hero} made a book about ${name}, with the new fact on the last page${keepers ? ' and the keepers\' letter stuck in the back' : ''}. {hero} took it to show and tell.`],
        history: [`At home, {hero} dressed up and made a book about ${name}${museum ? ', with the museum\'s leaflet stuck in the back' : ''}. {hero} took it to show and tell.`],
        screen: [`{hero} drew {his} own ${name} on paper, with things no game had ever had. {hero} took it to show and tell.`],
        weather: [`{hero} made a chart of ${name} for the fridge. {hero} took it to show and tell.`],
        science: ['{hero} wrote down the guess and what really happened, like a real scientist. {hero} took it to show and tell.'],
        hobby: [`{hero} showed {his} friends at school what {he} had learnt. One of them wanted to try it too.`],
        topic: [`At home, {hero} made a book about ${name}, with a drawing on every page. {hero} took it to show and tell.`],
      }),
    ],
    win: '{hero} could tell everyone the answer',
    end: [`That night, {hero} wrote a new question at the top of a new page. There was always more to find out about ${name}.`, `Before bed, {hero} had a new question about ${name}. And {hero} knew just where to look.`],
    // Said whole: a short or older book may tell no try before it, so the setback names the letter it waits for.
    setback: writes ? [`Then a week went by, and the post brought bills and a pizza menu, but no answer to {hero}'s letter.`] : pick({
      animal: [`Then {hero}'s best drawing of ${name} fell off the wall, behind the radiator, and came out all dusty and torn.`],
      history: ['Then the poster fell off the wall, and tore right down the middle.'],
      screen: ['Then the timer rang, right in the best bit. The tablet had to go off.'],
      weather: ['Then the rain came, and it rained all day, and nobody could go out at all.'],
      science: ['Then {hero} knocked over a cup of water, right onto the notebook, and all the questions ran into blots.'],
      hobby: ['Then it went wrong again, in front of everyone. {hero}\'s cheeks went hot.'],
      topic: ['Then the notebook fell in the bath. The best page went all blotchy.'],
    }),
    choice: ['{hero} could give up, or try once more, and {he} chose once more.', '{hero} could stop there, or keep going, and {he} chose to keep going.'],
    subplot: {
      taught: ['{hero} found that a question is the start of finding out, not the end.', '{hero} noticed that asking the right person was the quickest way to know.'],
      trouble: ['{pal} had a question too, and did not like to ask it.'],
      gives: 'the first look',
      solved: ['{pal} had the first look, and found the answer to {pal}\'s own question too.'],
    },
    hope: `find out more about ${name}`,
  };
}

const lowerFirst = (text: string) => (/^[A-Z][a-z]/.test(text) && !/^(?:I|Pikachu|Minecraft|Pokémon|Viking|Vikings|Roman|Romans|Earth)\b/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text);
