/** The animals a family keeps, as a parent names them in a theme, for the pet events' own words. */
export const PET = String.raw`(?:pets?|dogs?|cats?|puppy|puppies|kittens?|kitty|rabbits?|bunny|bunnies|hamsters?|guinea ?pigs?|gerbils?|mice|mouse|rats?|tortoises?|hens?|chickens?|budgies?|parrots?)`;
/** Small animals that live in a cage indoors, and get out of it into the house (a rabbit out of its hutch is in the garden: `lost-pet`). */
export const CAGED = String.raw`(?:hamsters?|gerbils?|mice|mouse|rats?|guinea ?pigs?|budgies?|stick insects?)`;
/** Words that say the pet has died: then it is `pet-died`, never one of these. */
export const ALIVE = String.raw`(?!.*\b(?:died|dies|dead|death|passed away|put to sleep|funeral)\b)`;
