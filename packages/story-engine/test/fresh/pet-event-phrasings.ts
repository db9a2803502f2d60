/**
 * Round 13b's census of the family pet's life events (issue 28): 48 phrasings a parent types of what happens to an animal
 * at home, none of them the brief's own examples, each with the entry that tells it. `test/pet-events.test.ts` reads each
 * with `catalogueThemeIn` alone (no story written) and counts how many land on their entry.
 */
export const PET_EVENT_PHRASINGS: ReadonlyArray<readonly [string, string]> = [
  // A litter born at home.
  ['our cat is having kittens', 'pet-litter'], ['the dog gave birth to six puppies', 'pet-litter'], ['our rabbit had babies', 'pet-litter'],
  ['my hamster had babies in the night', 'pet-litter'], ['the cat just had a litter', 'pet-litter'], ['our dog is pregnant', 'pet-litter'],
  // The young going to new homes.
  ['the kittens are leaving for their new homes', 'pet-new-homes'], ['saying goodbye to the puppies', 'pet-new-homes'],
  ['finding homes for the kittens', 'pet-new-homes'], ['giving away the puppies', 'pet-new-homes'],
  // A small pet out of its cage.
  ['the gerbil got out of his cage', 'pet-escaped'], ['our hamster is loose in the house', 'pet-escaped'],
  ['our guinea pig got out of its cage', 'pet-escaped'], ['my mouse escaped', 'pet-escaped'],
  // A cone after the vet.
  ['our cat has to wear a cone after her operation', 'pet-cone'], ['the puppy has a cone on his head', 'pet-cone'],
  ['the dog had an operation and has a lampshade collar', 'pet-cone'], ['poor kitty is wearing a cone', 'pet-cone'],
  // A pet that is ill, cared for at home.
  ['our dog is not very well', 'poorly-pet'], ['the cat is sick', 'poorly-pet'], ['my guinea pig is ill', 'poorly-pet'],
  ['looking after our poorly hamster', 'poorly-pet'], ['the puppy has a poorly paw', 'poorly-pet'],
  // Teaching a pet.
  ['training our new puppy', 'pet-tricks'], ['teaching the dog to sit', 'pet-tricks'], ['teaching our dog to give a paw', 'pet-tricks'],
  ['puppy training classes', 'pet-tricks'],
  // A cat that hunts.
  ['our cat brought a bird into the house', 'cat-hunts'], ['the cat keeps catching mice', 'cat-hunts'], ['the cat left a dead mouse on the mat', 'cat-hunts'],
  // Eggs hatching.
  ['we are hatching ducklings in class', 'hatching-eggs'], ['the eggs in the incubator are hatching', 'hatching-eggs'], ['our class is hatching chicks', 'hatching-eggs'],
  // A nest at home.
  ['there is a nest in our hedge', 'garden-nest'], ['birds are nesting in our roof', 'garden-nest'], ['a blackbird is nesting in the garden', 'garden-nest'],
  ['baby birds in our garden', 'garden-nest'],
  // A foster animal.
  ['we are fostering kittens', 'fostering-a-pet'], ['our foster dog is going to her forever home', 'fostering-a-pet'], ['looking after a rescue dog for a few weeks', 'fostering-a-pet'],
  // A pet's own fear.
  ['our dog is scared of fireworks', 'pet-scared'], ['the puppy is frightened of the vacuum cleaner', 'pet-scared'], ['our cat is afraid of thunder', 'pet-scared'],
  // A tortoise's winter.
  ['getting the tortoise ready for hibernation', 'tortoise-winter'], ['our tortoise is going to sleep for the winter', 'tortoise-winter'], ['the tortoise woke up from hibernating', 'tortoise-winter'],
  // A pet that chews.
  ['the puppy chewed my homework', 'pet-chewed'], ['the dog chewed my favourite teddy', 'pet-chewed'], ['our puppy ate my drawing', 'pet-chewed'],
];
