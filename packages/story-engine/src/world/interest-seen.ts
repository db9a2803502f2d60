/**
 * What the hero really sees when a love of an animal or a time in history is met for real (`plots/interest-lines.ts`:
 * "That weekend, {hero} went to see real penguins at the aquarium. …"), by the topic's name: one true, particular
 * sight of that topic, in place of a look that could be at anything. A topic with none keeps the general look.
 */
export const INTEREST_SEEN: Readonly<Record<string, string>> = {
  penguins: 'The penguins waddled to the edge, then shot through the water like little rockets.',
  owls: 'A barn owl sat on a glove, and turned its white face right round to look at {hero}.',
  bees: 'A fat bumblebee bumped from flower to flower, its back legs yellow with pollen.',
  foxes: 'Just as it got dark, a fox trotted along the fence, and stopped, and looked.',
  'guinea pigs': '{hero} held out a bit of cucumber, and a guinea pig squeaked and nibbled it.',
  squirrels: 'A squirrel ran down a tree head first, dug a hole in the grass, and hid an acorn in it.',
  wolves: 'The wolves lay in the long grass, and when one stood up, all the others stood up too.',
  meerkats: 'One meerkat stood up tall on a rock, looking out, while the others dug in the sand.',
  'polar bears': 'A polar bear swam past the glass, its great paws paddling.',
  octopuses: 'An octopus squeezed through a gap, and went from red to brown.',
  snakes: 'A snake flicked its tongue against the glass, in and out, smelling the air.',
  frogs: 'A frog sat on a lily pad with just its eyes showing, and then, plop, it was gone.',
  'Ancient Egypt': 'There was a real mummy case, painted blue and gold, and a tiny cat mummy.',
  'knights and castles': 'The walls were so thick, and there were thin slits to shoot arrows through.',
  'the Vikings': 'There was a real Viking sword, and a comb made of bone.',
  'the Romans': 'There was a floor made of tiny tiles, with a dolphin in the middle.',
  'the Titanic': 'There was a real deckchair from the ship, and a menu from its last dinner.',
};
