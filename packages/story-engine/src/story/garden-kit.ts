import type { SettingKit } from '../world/setting-kit';
import { GARDEN_WORDS } from '../world/settings';

/**
 * The garden a story at home is told in when the parent's words put the day there ("a treasure hunt in the garden"): the
 * home kit with the garden's own places, sights and sounds, so the hunt is under the apple tree and not at the kitchen
 * table, and a last page that remembers "that treasure hunt in the garden" is true. The family still lives in the house.
 */
export function gardenKit(theme: string | undefined, home: SettingKit): SettingKit | undefined {
  if (home.id !== 'home' || !GARDEN_WORDS.test(theme?.toLowerCase() ?? '')) return undefined;
  return {
    ...home, place: 'the garden', inPlace: 'in the garden', richPlace: 'the green and busy garden',
    landmarks: ['the apple tree', 'the garden shed', 'the vegetable patch', 'the sandpit', 'the washing line', 'the garden gate'],
    gatheringPlaces: ['the picnic blanket'],
    sights: [
      'bees bumbled in the lavender', 'washing flapped on the line', 'flowerpots stood in a wobbly row',
      'sunlight dappled the grass under the apple tree', 'a ball lay forgotten in the flower bed', 'daisies dotted the lawn',
    ],
    sounds: ['the buzz of the bees', 'the creak of the shed door', 'the song of a blackbird', 'the swish of the long grass', 'the drip of the watering can'],
    feelings: ['the grass was cool under bare feet', 'the air smelled of cut grass', 'the sun was warm on the back of the neck', 'the garden felt green and safe'],
    creatures: ['snail', 'robin', 'hedgehog'],
    treasures: ['toy car', 'teddy', 'wooden spoon', 'shiny marble', 'little red spade'],
    obstacles: ['a prickly rose bush', 'a wide muddy puddle', 'a hedge that was far too tall'],
    gust: 'a gust of wind over the fence',
    darkPlace: 'the dark corner behind the shed',
  };
}
