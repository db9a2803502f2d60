import type { SettingKit } from './setting-kit';
import { HOME } from './settings-everyday';

/**
 * The family's own garden, for a day at home the parent's words put there ("a treasure hunt in the garden",
 * `story/garden-kit.ts`): the hunt is under the apple tree and not at the kitchen table, a night out there hears a cricket
 * and not a snore from down the landing, and evening comes over the garden, not "outside". The family still lives in the
 * house, so it is a home setting with the house's home.
 */
export const GARDEN: SettingKit = {
  id: 'home', place: 'the garden', inPlace: 'in the garden', richPlace: 'the green and busy garden',
  home: HOME.home,
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
  nightSights: ['the moon rose over the apple tree', 'stars came out above the garden fence', 'the kitchen window glowed warm across the lawn'],
  nightSounds: ['the chirp of a cricket in the long grass', 'the hoot of an owl far away', 'the whisper of the leaves in the apple tree', 'the soft creak of the garden gate'],
  treat: HOME.treat, travelAction: HOME.travelAction, went: HOME.went,
};
