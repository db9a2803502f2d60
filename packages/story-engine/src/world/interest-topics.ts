/**
 * Interests the catalogue has no entry for, sorted by what they are, so a love of one is told as a real day of it
 * (`plots/interest-lines.ts`): an animal (where it can really be seen), a time in history (books, a museum, dressing up),
 * a game or a screen thing (playing it, making your own, screen time kept true), weather or nature (going out in it),
 * a thing of science (finding out, trying it safely), or a hobby (trying it); any other topic a parent says the child loves
 * is found out about at the library (`topicOf`). Every fact is true, said as a child says it.
 */
export type InterestKind = 'animal' | 'history' | 'screen' | 'weather' | 'science' | 'hobby' | 'topic';

export interface InterestTopic {
  /** The parent's words for it. */
  words: RegExp;
  kind: InterestKind;
  /** How a sentence names it: "penguins", "Ancient Egypt". */
  name: string;
  /** A true fact the hero already knows, a clause: "emperor penguin dads keep the egg warm on their feet". */
  fact: string;
  /** The question nobody at home can answer, in the hero's words. */
  question: string;
  /** What finding out showed, a clause. */
  answer: string;
  /** Where it can really be met or found out about: "at the aquarium", "at the museum". */
  where: string;
  /** A thing of science, tried safely at the kitchen table, said after the hero and the grown-up: "made a little volcano with bicarbonate of soda and vinegar. …". */
  tried?: string;
}

export const INTEREST_TOPICS: readonly InterestTopic[] = [
  { words: /\bpenguins?\b/i, kind: 'animal', name: 'penguins', fact: 'penguin dads keep the egg warm on their feet', question: 'How do penguins stop their feet from freezing?', answer: 'warm blood runs to their feet all the time. That keeps the cold out', where: 'at the aquarium' },
  { words: /\bowls?\b/i, kind: 'animal', name: 'owls', fact: 'an owl can turn its head almost all the way round', question: 'How can owls see in the dark?', answer: 'owls have huge eyes that catch every bit of light. Their ears can hear a mouse in the leaves', where: 'at the owl centre' },
  { words: /\bbees?\b|\bbumble ?bees?\b|\bhoney ?bees?\b/i, kind: 'animal', name: 'bees', fact: 'a bee does a waggle dance to show the way to the flowers', question: 'How do bees make honey?', answer: 'bees take sweet juice from the flowers back home. They fan it with their wings, and it turns into honey', where: 'in the garden, on the lavender' },
  { words: /\bfox(?:es)?\b/i, kind: 'animal', name: 'foxes', fact: 'a fox can hear a mouse squeak from far away', question: 'Where do foxes sleep in the day?', answer: 'foxes sleep in a den under a shed or a bush. They come out when it gets dark', where: 'at the end of the garden, at dusk' },
  { words: /\bguinea ?pigs?\b/i, kind: 'animal', name: 'guinea pigs', fact: 'guinea pigs squeak when the fridge door opens. They hope it means food', question: 'Why do guinea pigs jump in the air?', answer: 'a happy guinea pig jumps straight up in the air. It is called popcorning', where: 'at the pet farm' },
  { words: /\bsquirrels?\b/i, kind: 'animal', name: 'squirrels', fact: 'squirrels bury nuts in autumn and dig them up in winter', question: 'Do squirrels remember where they buried all their nuts?', answer: 'squirrels sniff out lots of their nuts. The ones they forget can grow into trees', where: 'in the park' },
  { words: /\b(?:wolf|wolves)\b/i, kind: 'animal', name: 'wolves', fact: 'wolves live in a family called a pack', question: 'Why do wolves howl?', answer: 'wolves howl to call their pack. It tells the others where they are', where: 'at the wildlife park' },
  { words: /\bmeerkats?\b/i, kind: 'animal', name: 'meerkats', fact: 'one meerkat always stands guard while the others eat', question: 'How does the guard meerkat tell the others there is danger?', answer: 'the guard gives a sharp little call. Then every meerkat dives into the hole', where: 'at the zoo' },
  { words: /\b(?:polar bears?|arctic animals?)\b/i, kind: 'animal', name: 'polar bears', fact: 'a polar bear has black skin under its white fur', question: 'How do polar bears keep warm?', answer: 'polar bears have thick fat under their fur, like a warm coat inside', where: 'at the wildlife park' },
  { words: /\boctopus(?:es)?\b|\boctopi\b/i, kind: 'animal', name: 'octopuses', fact: 'an octopus has three hearts', question: 'How does an octopus change colour?', answer: 'an octopus has tiny spots of colour in its skin. It can make them big or small', where: 'at the aquarium' },
  { words: /\bsnakes?\b|\breptiles?\b/i, kind: 'animal', name: 'snakes', fact: 'snakes smell with their tongues', question: 'How do snakes move without any legs?', answer: 'snakes push on the ground with their strong bellies. They bend like an S', where: 'in the reptile house' },
  { words: /\bfrogs?\b/i, kind: 'animal', name: 'frogs', fact: 'a frog drinks through its skin instead of its mouth', question: 'Where do frogs go in winter?', answer: 'frogs sleep all winter under logs and stones, or in the mud of the pond', where: 'at the pond' },
  { words: /\b(?:ancient )?egypt(?:ians?)?\b|\bpyramids?\b|\bmumm(?:y|ies)\b|\bpharaohs?\b/i, kind: 'history', name: 'Ancient Egypt', fact: 'in Egypt long ago, people wrote in little pictures', question: 'How did they build the pyramids without any cranes?', answer: 'lots and lots of workers pulled the big stones up on ramps. It took years and years', where: 'at the museum' },
  { words: /\bknights?\b|\bcastles\b/i, kind: 'history', name: 'knights and castles', fact: 'a knight needed help to get on his horse, his armour was so heavy', question: 'How did the people in a castle get water?', answer: 'a castle had a deep well inside its walls. Nobody went thirsty, even with the gate shut', where: 'at the castle' },
  { words: /\bvikings?\b/i, kind: 'history', name: 'the Vikings', fact: 'the Vikings sailed the sea in long boats with dragon heads', question: 'Did Vikings really have horns on their helmets?', answer: 'real Viking helmets had no horns at all. The horns were made up later', where: 'at the museum' },
  { words: /\bromans?\b/i, kind: 'history', name: 'the Romans', fact: 'the Romans made roads so straight you can still walk on them', question: 'How did the Romans keep warm?', answer: 'rich Romans had a fire under the floor. Warm air ran under their feet', where: 'at the museum' },
  { words: /\btitanic\b/i, kind: 'history', name: 'the Titanic', fact: 'the Titanic was the biggest ship in the world', question: 'Where is the Titanic now?', answer: 'the Titanic lies at the bottom of the sea. It is so deep that only tiny submarines can get there', where: 'at the museum' },
  { words: /\bminecraft\b/i, kind: 'screen', name: 'Minecraft', fact: 'in Minecraft you can build anything out of blocks', question: 'Who made Minecraft?', answer: 'one man made the first Minecraft. Then a big team helped him', where: 'on the tablet' },
  { words: /\bpok[eé]mon\b/i, kind: 'screen', name: 'Pokémon', fact: 'Pikachu is an electric Pokémon', question: 'How many Pokémon are there?', answer: 'there are more than a thousand Pokémon now. New ones keep coming', where: 'in the cards' },
  { words: /\bmario\b|\bsonic\b|\bvideo games?\b|\bcomputer games?\b/i, kind: 'screen', name: 'video games', fact: 'people draw every picture in a game and write every rule', question: 'How do people make a game?', answer: 'people draw the pictures and write the rules in code. Then they test it again and again', where: 'on the tablet' },
  { words: /\b(?:windy|the wind)\b/i, kind: 'weather', name: 'the wind', fact: 'you cannot see the wind, only what it moves', question: 'Where does the wind come from?', answer: 'wind is air on the move, from warm places to cool ones', where: 'outside' },
  { words: /\brainbows?\b/i, kind: 'weather', name: 'rainbows', fact: 'a rainbow only comes when the sun shines in the rain', question: 'Why does a rainbow have colours?', answer: 'sunlight has every colour hidden in it. The raindrops split them apart', where: 'outside' },
  { words: /\bseasons\b|\bspring,? summer\b/i, kind: 'weather', name: 'the seasons', fact: 'there are four seasons, and then it starts all over again', question: 'Why are there seasons?', answer: 'the Earth leans as it goes round the sun. For part of the year, our side gets more sun', where: 'outside' },
  { words: /\bclouds?\b/i, kind: 'weather', name: 'clouds', fact: 'clouds are made of tiny drops of water', question: 'Why are some clouds grey and some white?', answer: 'a cloud full of big drops lets less light through. So it looks grey', where: 'outside' },
  { words: /\bvolcano(?:e?s)?\b|\blava\b/i, kind: 'science', name: 'volcanoes', fact: 'lava is rock so hot that it has melted', question: 'What makes a volcano erupt?', answer: 'deep down, hot melted rock pushes up and up. Then it bursts out of the top', where: 'at the museum', tried: 'made a little volcano with bicarbonate of soda and vinegar. It fizzed up and over the top' },
  { words: /\bearthquakes?\b/i, kind: 'science', name: 'earthquakes', fact: 'the ground is made of huge pieces, like a jigsaw', question: 'Why does the ground shake in an earthquake?', answer: 'the huge pieces of ground slide and bump. The bump makes the shaking', where: 'at the museum', tried: 'built a little town of blocks on a plate of jelly, and shook the plate. The blocks wobbled and fell' },
  { words: /\bscience experiments?\b|\bexperiments?\b|\bscience\b/i, kind: 'science', name: 'science experiments', fact: 'a scientist guesses first, and then tests it', question: 'Will a raisin float or sink in fizzy water?', answer: 'the bubbles stick to the raisin and lift it up. When they pop, it sinks', where: 'at the science museum', tried: 'dropped raisins into a glass of fizzy water. They went up and down like little lifts' },
  { words: /\bmagnets?\b/i, kind: 'science', name: 'magnets', fact: 'a magnet can pull a paper clip without even touching it', question: 'Why does a magnet not pick up a spoon made of wood?', answer: 'magnets only pull some metals. They do not pull wood at all', where: 'at the science museum', tried: 'tested spoons, pegs and paper clips with a magnet, one by one' },
  { words: /\bhot air balloons?\b/i, kind: 'science', name: 'hot air balloons', fact: 'a hot air balloon has a real fire to make it go up', question: 'How does a hot air balloon go up?', answer: 'hot air is lighter than cold air. When the fire heats the air inside, up it goes', where: 'at the balloon festival' },
  { words: /\bolympics\b|\bolympic games\b/i, kind: 'hobby', name: 'the Olympics', fact: 'the five rings of the Olympics are for five parts of the world', question: 'How fast can the fastest runner in the world go?', answer: 'the fastest runners are as quick as a car going slowly down a street', where: 'in the park' },
  { words: /\bmagic tricks?\b|\bmagician\b/i, kind: 'hobby', name: 'magic tricks', fact: 'a magician never tells how a trick is done', question: 'How does a magician make a coin disappear?', answer: 'the coin is in the hand all the time. The magician makes you look the other way', where: 'at the magic club' },
  { words: /\bcoding\b|\bprogramming\b/i, kind: 'hobby', name: 'coding', fact: 'a computer only does just what the code tells it', question: 'How does a computer know what to do?', answer: 'someone writes the steps in code. The computer does them very fast', where: 'at the library\'s code club' },
  { words: /\brock collecting\b|\b(?:rocks|fossils|crystals)\b/i, kind: 'hobby', name: 'rocks', fact: 'some rocks have the shapes of old, old animals in them', question: 'How old is the oldest rock?', answer: 'some rocks are older than the dinosaurs', where: 'at the museum' },
  { words: /\bskateboard(?:ing|s)?\b/i, kind: 'hobby', name: 'skateboarding', fact: 'a jump with a skateboard is called an ollie', question: 'How do skateboarders make the board jump with them?', answer: 'the back foot snaps the tail down. The front foot slides up, and the board comes too', where: 'at the skate park' },
];

/** The topic a theme names, if the table knows it. */
export const interestTopicIn = (text: string): InterestTopic | undefined => INTEREST_TOPICS.find((topic) => topic.words.test(text));

/** A topic the table does not know ("she is obsessed with jellyfish"): told by finding out at the library, claiming no fact. */
export const topicOf = (name: string): InterestTopic => ({
  words: new RegExp(`\\b${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'i'),
  kind: 'topic',
  name,
  fact: `there was always something new to find out about ${name}`,
  question: `What is the most amazing thing about ${name}?`,
  answer: `there were more amazing things about ${name} than anyone at home had ever known`,
  where: 'at the library',
});
