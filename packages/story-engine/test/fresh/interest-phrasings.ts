/**
 * Round 13b (an interest the catalogue does not name): 40 loves of a topic as parents type them, written by hand for
 * this census and for no topic's words (`world/interest-topics.ts`), half of them topics the table does not know.
 * `npx tsx test/fresh/run-broad-census.ts interests` reads where each lands and whether its book tells it.
 */
export const INTEREST_PHRASINGS: readonly string[] = [
  'my son is obsessed with penguins', 'she is mad about owls at the moment', 'bumble bees', 'he loves foxes', 'our daughter is crazy about guinea pigs',
  'knights', 'castles and knights', 'the romans', 'vikings!', 'shes into ancient egyptians and mummies',
  'obsessed with the titanic', 'minecraft mad', 'loves pokemon', 'he is really into mario', 'video games',
  'windy weather', 'the four seasons', 'clouds', 'loves rainbows', 'volcanoes',
  'earthquakes and volcanoes', 'kitchen science experiments', 'magnets', 'hot air balloons', 'the olympic games',
  'magic tricks and being a magician', 'he loves coding', 'fossils and rocks', 'skateboards', 'octopuses',
  'my daughter is obsessed with sloths', 'he is fascinated by jellyfish', 'she loves meerkats', 'polar bears', 'mad about tractors and diggers',
  'loves snakes', 'my boy is obsessed with wolves', 'she is really into frogs', 'he loves learning about flags', 'obsessed with maps',
];
